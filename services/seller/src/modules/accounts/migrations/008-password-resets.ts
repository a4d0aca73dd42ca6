import type { Knex } from 'knex';
import { createAccountSecurityTables, dropAccountSecurityTables } from '@drops/db';
import { sellerSecurityTables } from '../security-tables';

/** Issue 30: sellers' password reset tokens (hashed) and their per-account sign-in failures. */
export async function up(db: Knex): Promise<void> {
  await createAccountSecurityTables(db, sellerSecurityTables);
}

export async function down(db: Knex): Promise<void> {
  await dropAccountSecurityTables(db, sellerSecurityTables);
}
