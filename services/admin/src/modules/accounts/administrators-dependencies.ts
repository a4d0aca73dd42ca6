import type { FastifyInstance } from 'fastify';
import { adminAccountsRepository, adminSessions } from './admin-accounts-key';
import { adminUsersRepository } from './admin-users-repository';
import type { AdministratorsDependencies } from './domain/administrators';

/** What the invitation and disable routes hand the domain (issue 30 item 5). */
export const administratorsDependenciesOf = (app: FastifyInstance): AdministratorsDependencies => ({
  db: app.db,
  users: app[adminUsersRepository],
  accounts: app[adminAccountsRepository],
  sessions: app[adminSessions],
});
