import type { Knex } from 'knex';
import { createAccountSecurityRepository, type AccountSecurityTables } from '@drops/db';

export const adminSecurityTables: AccountSecurityTables = {
  accounts: 'admin_users',
  resetTokens: 'admin_password_resets',
  signInFailures: 'admin_sign_in_failures',
};

/**
 * Issue 30: the administrators' reset tokens and sign-in failures (the shared mechanics over
 * this service's tables).
 */
export function createAdminPasswordsRepository(db: Knex) {
  return createAccountSecurityRepository(db, adminSecurityTables);
}

export type AdminPasswordsRepository = ReturnType<typeof createAdminPasswordsRepository>;
