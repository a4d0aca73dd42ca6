import type { Knex } from 'knex';
import { createAccountSessionTables, dropAccountSessionTables } from '@drops/db';
import { adminSessionTables } from '../security-tables';

/** Issue 30 item 3: administrators' sessions and their refresh tokens (hashed). */
export async function up(db: Knex): Promise<void> {
  await createAccountSessionTables(db, adminSessionTables);
}

export async function down(db: Knex): Promise<void> {
  await dropAccountSessionTables(db, adminSessionTables);
}
