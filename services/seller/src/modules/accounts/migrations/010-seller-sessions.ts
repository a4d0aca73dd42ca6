import type { Knex } from 'knex';
import { createAccountSessionTables, dropAccountSessionTables } from '@drops/db';
import { sellerSessionTables } from '../security-tables';

/** Issue 30 item 3: sellers' sessions and their refresh tokens (hashed). */
export async function up(db: Knex): Promise<void> {
  await createAccountSessionTables(db, sellerSessionTables);
}

export async function down(db: Knex): Promise<void> {
  await dropAccountSessionTables(db, sellerSessionTables);
}
