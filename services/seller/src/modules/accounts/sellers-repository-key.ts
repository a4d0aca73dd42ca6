import type { AccountSessions } from '@drops/service-kit';
import type { SellersRepository } from './sellers-repository';
import type { PasswordsRepository } from './passwords-repository';
import type { EmailVerificationsRepository } from './email-verifications-repository';

/**
 * The decorator under which the accounts face keeps its repository: a symbol that only the
 * module's own files import (lint forbids the rest), so no other module reaches the sellers' SQL.
 * Kept apart from the repository, which the seed runs where Fastify is not a dependency.
 */
export const sellersRepository = Symbol('sellersRepository');
/** Issue 30: the accounts' reset tokens and sign-in failures, kept the same way. */
export const passwordsRepository = Symbol('passwordsRepository');
/** Issue 30 item 3: the sellers' sessions (sign-in, refresh, sign-out), kept the same way. */
export const sellerSessions = Symbol('sellerSessions');
/** Issue 30 item 2: the sellers' email verification links, kept the same way. */
export const emailVerificationsRepository = Symbol('emailVerificationsRepository');

declare module 'fastify' {
  interface FastifyInstance {
    [sellersRepository]: SellersRepository;
    [passwordsRepository]: PasswordsRepository;
    [sellerSessions]: AccountSessions;
    [emailVerificationsRepository]: EmailVerificationsRepository;
  }
}
