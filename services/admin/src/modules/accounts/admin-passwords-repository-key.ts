import type { AccountSessions } from '@drops/service-kit';
import type { AdminPasswordsRepository } from './admin-passwords-repository';

/**
 * Kept under a symbol only this module's files import, as the administrators' repository is;
 * in a file of its own, so what loads the repository without Fastify needs no augmentation.
 */
export const adminPasswordsRepository = Symbol('adminPasswordsRepository');
/** Issue 30 item 3: the administrators' sessions (sign-in, refresh, sign-out), kept the same way. */
export const adminSessions = Symbol('adminSessions');

declare module 'fastify' {
  interface FastifyInstance {
    [adminPasswordsRepository]: AdminPasswordsRepository;
    [adminSessions]: AccountSessions;
  }
}
