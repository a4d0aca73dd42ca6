import type { Knex } from 'knex';
import { createAccountSecurityTables, dropAccountSecurityTables } from '@drops/db';
import { adminSecurityTables } from '../security-tables';

/** Issue 30: administrators' password reset tokens (hashed) and per-account sign-in failures. */
export async function up(db: Knex): Promise<void> {
  await createAccountSecurityTables(db, adminSecurityTables);
}

export async function down(db: Knex): Promise<void> {
  await dropAccountSecurityTables(db, adminSecurityTables);
}
