import type { Knex } from 'knex';

/**
 * Issue 17: `products.version`, raised by every write of a drop in the same UPDATE, so a save
 * made from an older version can be refused (compare-and-set on `version`). Existing drops start
 * at 1; a NOT NULL column with a default is added in place on MariaDB.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('products', (table) => {
    table.integer('version').unsigned().notNullable().defaultTo(1);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('products', (table) => {
    table.dropColumn('version');
  });
}
