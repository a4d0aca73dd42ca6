import type { AdminAccountsRepository } from './admin-accounts-repository';

/** Issue 30 item 5: kept under symbols only this module's files import, as its other repositories. */
export const adminAccountsRepository = Symbol('adminAccountsRepository');
/** Whether every administrator must sign in with a second factor (production, the e2e stack). */
export const secondFactorRequired = Symbol('secondFactorRequired');

declare module 'fastify' {
  interface FastifyInstance {
    [adminAccountsRepository]: AdminAccountsRepository;
    [secondFactorRequired]: boolean;
  }
}
