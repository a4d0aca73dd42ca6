import type { Knex } from 'knex';
import { addRecordVersion, dropRecordVersion } from '@drops/db';

/** Issue 17: `sellers.version`, so a profile save made from an older version can be refused. */
export async function up(db: Knex): Promise<void> {
  await addRecordVersion(db, 'sellers');
}

export async function down(db: Knex): Promise<void> {
  await dropRecordVersion(db, 'sellers');
}
