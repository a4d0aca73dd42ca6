import type { FastifyInstance } from 'fastify';
import type { EmailVerificationDependencies } from './domain/email-verification';
import { emailVerificationsRepository, sellersRepository } from './sellers-repository-key';
import type {} from '../mail';

/** What the email verification flows hand the domain: this module's repositories and the mailer. */
export const emailVerificationDependenciesOf = (
  app: FastifyInstance,
): EmailVerificationDependencies => ({
  db: app.db,
  sellers: app[sellersRepository],
  verifications: app[emailVerificationsRepository],
  queueAccountMail: app.queueAccountMail,
});
