import type { Knex } from 'knex';
import { createAccountSecurityRepository } from '@drops/db';
import { adminSecurityTables } from './security-tables';

/**
 * Issue 30: the administrators' reset tokens and sign-in failures (the shared mechanics over
 * this service's tables).
 */
export function createAdminPasswordsRepository(db: Knex) {
  return createAccountSecurityRepository(db, adminSecurityTables);
}

export type AdminPasswordsRepository = ReturnType<typeof createAdminPasswordsRepository>;
