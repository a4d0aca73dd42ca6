import type { Knex } from 'knex';
import { addRecordVersion, dropRecordVersion } from '@drops/db';

/** Issue 17: `products.version`, so a save made from an older version of a drop can be refused. */
export async function up(db: Knex): Promise<void> {
  await addRecordVersion(db, 'products');
}

export async function down(db: Knex): Promise<void> {
  await dropRecordVersion(db, 'products');
}
