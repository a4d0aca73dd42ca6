import type { FastifyInstance } from 'fastify';
import type { PasswordDependencies } from './domain/passwords';
import { passwordsRepository, sellerSessions, sellersRepository } from './sellers-repository-key';
import type {} from '../mail';

/** What the password routes hand the domain: this module's repositories and the mail face. */
export const passwordDependenciesOf = (app: FastifyInstance): PasswordDependencies => ({
  db: app.db,
  sellers: app[sellersRepository],
  passwords: app[passwordsRepository],
  queueAccountMail: app.queueAccountMail,
  sessions: app[sellerSessions],
});
