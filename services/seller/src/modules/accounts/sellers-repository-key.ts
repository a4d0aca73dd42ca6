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

declare module 'fastify' {
  interface FastifyInstance {
    [sellersRepository]: SellersRepository;
  }
}

/** Issue 30: the accounts' reset tokens and sign-in failures, kept the same way. */
export const passwordsRepository = Symbol('passwordsRepository');

declare module 'fastify' {
  interface FastifyInstance {
    [passwordsRepository]: PasswordsRepository;
  }
}

/** Issue 30 item 3: the sellers' sessions (sign-in, refresh, sign-out), kept the same way. */
export const sellerSessions = Symbol('sellerSessions');

declare module 'fastify' {
  interface FastifyInstance {
    [sellerSessions]: AccountSessions;
  }
}

/** Issue 30 item 2: the sellers' email verification links, kept the same way. */
export const emailVerificationsRepository = Symbol('emailVerificationsRepository');

declare module 'fastify' {
  interface FastifyInstance {
    [emailVerificationsRepository]: EmailVerificationsRepository;
  }
}
