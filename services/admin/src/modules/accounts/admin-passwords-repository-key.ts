import type { AdminPasswordsRepository } from './admin-passwords-repository';

/**
 * Kept under a symbol only this module's files import, as the administrators' repository is;
 * apart from the repository, which the migrations (run where Fastify is not a dependency) import.
 */
export const adminPasswordsRepository = Symbol('adminPasswordsRepository');

declare module 'fastify' {
  interface FastifyInstance {
    [adminPasswordsRepository]: AdminPasswordsRepository;
  }
}
