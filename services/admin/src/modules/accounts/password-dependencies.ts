import type { FastifyInstance } from 'fastify';
import { adminPasswordsRepository, adminSessions } from './admin-accounts-key';
import { adminUsersRepository } from './admin-users-repository';
import type { AdminPasswordDependencies } from './domain/passwords';

/** What the sign-in and password routes hand the domain: this module's SQL and the mailer. */
export const adminPasswordDependenciesOf = (app: FastifyInstance): AdminPasswordDependencies => ({
  db: app.db,
  accounts: app[adminUsersRepository],
  passwords: app[adminPasswordsRepository],
  sendAccountMail: (mail) => app.sellerService.sendAccountMail(mail),
  sessions: app[adminSessions],
});
