import type { AccountSessions } from '@drops/service-kit';
import type { AdminAccountsRepository } from './admin-accounts-repository';
import type { AdminPasswordsRepository } from './admin-passwords-repository';

// The decorators under which the accounts face keeps its repositories and settings: symbols that
// only this module's files import; in a file of their own, so what loads a repository without
// Fastify needs no augmentation.

/** Issue 30 item 5: the administrators' accounts, invitations and second factors. */
export const adminAccountsRepository = Symbol('adminAccountsRepository');
/** Whether every administrator must sign in with a second factor (production, the e2e stack). */
export const secondFactorRequired = Symbol('secondFactorRequired');
/** Issue 30: the administrators' reset tokens and sign-in failures. */
export const adminPasswordsRepository = Symbol('adminPasswordsRepository');
/** Issue 30 item 3: the administrators' sessions (sign-in, refresh, sign-out). */
export const adminSessions = Symbol('adminSessions');

declare module 'fastify' {
  interface FastifyInstance {
    [adminAccountsRepository]: AdminAccountsRepository;
    [secondFactorRequired]: boolean;
    [adminPasswordsRepository]: AdminPasswordsRepository;
    [adminSessions]: AccountSessions;
  }
}
