import type { Knex } from 'knex';
import { createTableUnlessPresent, isMysql } from '@drops/db';

/** `sellers`, as the shared schema had it (adopted when present), usernames up to 50 characters. */
export async function up(db: Knex): Promise<void> {
  const created = await createTableUnlessPresent(db, 'sellers', (table) => {
    table.string('id', 24).primary();
    table.string('username', 50).notNullable();
    // Lower-cased username: uniqueness is case-insensitive on MySQL and SQLite alike.
    table.string('username_key', 50).notNullable().unique();
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
    table.bigInteger('created_at').notNullable();
    table.bigInteger('updated_at').notNullable();
    table.index(['created_at'], 'sellers_created_at');
    table.index(['is_active', 'is_approved', 'created_at'], 'sellers_status');
    table.index(['account_type', 'created_at'], 'sellers_account_type');
  });
  // An adopted table may predate the 50-character usernames; widening is idempotent.
  if (!created && isMysql(db)) {
    await db.schema.alterTable('sellers', (table) => {
      table.string('username', 50).notNullable().alter();
      table.string('username_key', 50).notNullable().alter();
    });
  }
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('sellers');
}
