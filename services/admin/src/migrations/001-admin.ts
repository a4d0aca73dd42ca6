import type { Knex } from 'knex';
import { createTableUnlessPresent } from '@drops/db';

/** `admin_users` and `categories`, as the shared schema had them (adopted when present). */
export async function up(db: Knex): Promise<void> {
  await createTableUnlessPresent(db, 'categories', (table) => {
    table.string('id', 24).primary();
    table.string('name', 100).notNullable();
    table.string('name_key', 100).notNullable().unique();
    table.bigInteger('created_at').notNullable();
    table.bigInteger('updated_at').notNullable();
    table.index(['created_at'], 'categories_created_at');
  });
  await createTableUnlessPresent(db, 'admin_users', (table) => {
    table.string('id', 24).primary();
    table.string('username', 50).notNullable();
    table.string('email', 254).notNullable().unique();
    table.string('password_hash', 255).notNullable();
    table.json('permissions').notNullable();
    table.bigInteger('created_at').notNullable();
    table.bigInteger('updated_at').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('admin_users');
  await db.schema.dropTableIfExists('categories');
}
