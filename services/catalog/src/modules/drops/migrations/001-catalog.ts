import type { Knex } from 'knex';
import { createTableUnlessPresent, isMysql } from '@drops/db';

function timestamps(table: Knex.CreateTableBuilder): void {
  table.bigInteger('created_at').notNullable();
  table.bigInteger('updated_at').notNullable();
}

/**
 * `collections`, `products` and `catalog_versions`, as the shared schema had them (adopted when
 * present) but without foreign keys to `sellers`: that table is the seller service's, possibly
 * in another database.
 */
export async function up(db: Knex): Promise<void> {
  await createTableUnlessPresent(db, 'collections', (table) => {
    table.string('id', 24).primary();
    table.string('seller_id', 24).notNullable();
    table.string('collection_name', 100).notNullable();
    table.string('name_key', 100).notNullable();
    timestamps(table);
    table.unique(['seller_id', 'name_key'], { indexName: 'collections_seller_name' });
    table.index(['seller_id', 'created_at'], 'collections_seller_created');
  });

  const createdProducts = await createTableUnlessPresent(db, 'products', (table) => {
    table.string('id', 24).primary();
    table.string('seller_id', 24).notNullable();
    table.string('name', 200).notNullable();
    table.string('description', 255).notNullable().defaultTo('');
    table.string('brand_name', 100).notNullable().defaultTo('');
    table.string('category', 50).notNullable().defaultTo('');
    table.text('main_image').notNullable();
    table.json('visuals').notNullable();
    table.decimal('price', 12, 2).nullable();
    table.decimal('rrp', 12, 2).nullable();
    table.integer('quantity').nullable();
    table.text('purchase_url').notNullable();
    table.bigInteger('launch_date').nullable();
    table.bigInteger('expiry_date').nullable();
    table.boolean('allow_early_access').notNullable().defaultTo(false);
    table.integer('early_units').nullable();
    table.string('time_window', 3).nullable();
    table.boolean('unlock_many_units').notNullable().defaultTo(false);
    table.boolean('is_nook').notNullable().defaultTo(false);
    table.boolean('badge').notNullable().defaultTo(false);
    table.json('tags').notNullable();
    table.json('categories').notNullable();
    table.json('curated_value_tag').notNullable();
    table.string('variations_title', 100).notNullable().defaultTo('');
    table.json('variations_objects').notNullable();
    table.json('features').notNullable();
    table.json('feedbacks').notNullable();
    table.boolean('is_series').notNullable().defaultTo(false);
    table.string('series_name', 100).notNullable().defaultTo('');
    table
      .string('collection_id', 24)
      .nullable()
      .references('id')
      .inTable('collections')
      .onDelete('SET NULL');
    table.string('status', 10).notNullable();
    table.boolean('selling').notNullable().defaultTo(false);
    timestamps(table);
    table.index(['seller_id', 'created_at'], 'products_seller_created');
    table.index(['seller_id', 'status', 'launch_date'], 'products_seller_status');
    table.index(['seller_id', 'badge'], 'products_seller_badge');
    table.index(['created_at'], 'products_created_at');
    table.index(['status', 'created_at'], 'products_status_created');
    table.index(['category', 'created_at'], 'products_category_created');
    table.index(['collection_id'], 'products_collection');
  });
  if (createdProducts && isMysql(db)) {
    // Word search for the administrator product list at a million rows.
    await db.raw('ALTER TABLE products ADD FULLTEXT INDEX products_search (name, brand_name)');
  }

  // One counter per seller, raised by every change to the seller's drops or collections: the
  // cached drop lists are keyed by it (shared/catalog-versions.ts).
  await createTableUnlessPresent(db, 'catalog_versions', (table) => {
    table.string('seller_id', 24).primary();
    table.bigInteger('version').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['catalog_versions', 'products', 'collections'])
    await db.schema.dropTableIfExists(table);
}
