import type { Knex } from 'knex';

/** Timestamps are epoch milliseconds (see rows.ts). */
function timestamps(table: Knex.CreateTableBuilder): void {
  table.bigInteger('created_at').notNullable();
  table.bigInteger('updated_at').notNullable();
}

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('sellers', (table) => {
    table.string('id', 24).primary();
    table.string('username', 30).notNullable();
    // Lower-cased username: uniqueness is case-insensitive on MySQL and SQLite alike.
    table.string('username_key', 30).notNullable().unique();
    table.string('email', 254).notNullable().unique();
    table.string('password_hash', 255).notNullable();
    table.string('full_name', 100).notNullable().defaultTo('');
    table.string('account_type', 8).notNullable();
    table.json('roles').notNullable();
    table.string('something_else_text', 255).notNullable().defaultTo('');
    table.text('profile_image').notNullable();
    table.string('country', 2).notNullable().defaultTo('');
    table.string('bio', 255).notNullable().defaultTo('');
    table.text('portfolio_link').notNullable();
    table.text('moodboard_image').notNullable();
    table.string('vision', 255).notNullable().defaultTo('');
    table.boolean('is_private_profile').notNullable().defaultTo(false);
    table.boolean('is_requested_for_sell').notNullable().defaultTo(false);
    table.boolean('is_approved').notNullable().defaultTo(false);
    table.boolean('is_active').notNullable().defaultTo(true);
    table.string('invitation', 10).nullable();
    table.boolean('first_login').notNullable().defaultTo(true);
    table.integer('followers_count').notNullable().defaultTo(0);
    table.integer('sales').notNullable().defaultTo(0);
    table.double('trust_score').notNullable().defaultTo(0);
    timestamps(table);
    table.index(['created_at'], 'sellers_created_at');
    table.index(['is_active', 'is_approved', 'created_at'], 'sellers_status');
    table.index(['account_type', 'created_at'], 'sellers_account_type');
  });

  await db.schema.createTable('collections', (table) => {
    table.string('id', 24).primary();
    table
      .string('seller_id', 24)
      .notNullable()
      .references('id')
      .inTable('sellers')
      .onDelete('CASCADE');
    table.string('collection_name', 100).notNullable();
    table.string('name_key', 100).notNullable();
    timestamps(table);
    table.unique(['seller_id', 'name_key'], { indexName: 'collections_seller_name' });
    table.index(['seller_id', 'created_at'], 'collections_seller_created');
  });

  await db.schema.createTable('products', (table) => {
    table.string('id', 24).primary();
    table
      .string('seller_id', 24)
      .notNullable()
      .references('id')
      .inTable('sellers')
      .onDelete('CASCADE');
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
  if (db.client.config.client === 'mysql2') {
    // Word search for the administrator product list at a million rows.
    await db.raw('ALTER TABLE products ADD FULLTEXT INDEX products_search (name, brand_name)');
  }

  await db.schema.createTable('categories', (table) => {
    table.string('id', 24).primary();
    table.string('name', 100).notNullable();
    table.string('name_key', 100).notNullable().unique();
    timestamps(table);
    table.index(['created_at'], 'categories_created_at');
  });

  await db.schema.createTable('admin_users', (table) => {
    table.string('id', 24).primary();
    table.string('username', 50).notNullable();
    table.string('email', 254).notNullable().unique();
    table.string('password_hash', 255).notNullable();
    table.json('permissions').notNullable();
    timestamps(table);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['admin_users', 'categories', 'products', 'collections', 'sellers']) {
    await db.schema.dropTableIfExists(table);
  }
}
