import type { Knex } from 'knex';

/**
 * One counter per seller, raised by every change to the seller's drops or collections (see
 * catalog-versions.ts): the catalog keys its cached drop lists by it, so a cached list is never
 * served after a change, whichever service or instance made it.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('catalog_versions', (table) => {
    table.string('seller_id', 24).primary();
    table.bigInteger('version').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('catalog_versions');
}
