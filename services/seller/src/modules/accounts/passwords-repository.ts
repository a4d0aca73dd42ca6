import type { Knex } from 'knex';
import { createAccountSecurityRepository } from '@drops/db';
import { sellerSecurityTables } from './security-tables';

/**
 * Issue 30: the sellers' reset tokens and sign-in failures (the shared mechanics over this
 * service's tables), and the stored hash a password change checks.
 */
export function createPasswordsRepository(db: Knex) {
  return {
    ...createAccountSecurityRepository(db, sellerSecurityTables),

    async passwordHashOf(sellerId: string): Promise<string | null> {
      const row = (await db('sellers').where({ id: sellerId }).first('password_hash')) as
        { password_hash: string } | undefined;
      return row?.password_hash ?? null;
    },
  };
}

export type PasswordsRepository = ReturnType<typeof createPasswordsRepository>;
