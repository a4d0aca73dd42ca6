import type { Knex } from 'knex';

/**
 * Issue 17: `sellers.version`, raised by every write of a seller in the same UPDATE, so a profile
 * save made from an older version can be refused (compare-and-set on `version`). Existing sellers
 * start at 1; a NOT NULL column with a default is added in place on MariaDB.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('sellers', (table) => {
    table.integer('version').unsigned().notNullable().defaultTo(1);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('sellers', (table) => {
    table.dropColumn('version');
  });
}
