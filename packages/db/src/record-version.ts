import type { Knex } from 'knex';

/**
 * Issue 17: a record's `version`, raised by every write of the record in the same UPDATE, so a
 * save made from an older version can be refused (compare-and-set on `version`). Existing rows
 * start at 1; a NOT NULL column with a default is added in place on MariaDB.
 */
export async function addRecordVersion(db: Knex, tableName: string): Promise<void> {
  await db.schema.alterTable(tableName, (table) => {
    table.integer('version').unsigned().notNullable().defaultTo(1);
  });
}

export async function dropRecordVersion(db: Knex, tableName: string): Promise<void> {
  await db.schema.alterTable(tableName, (table) => {
    table.dropColumn('version');
  });
}
