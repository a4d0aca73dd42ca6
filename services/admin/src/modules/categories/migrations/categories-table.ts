import type { Knex } from 'knex';
import { createTableUnlessPresent } from '@drops/db';

/**
 * `categories`, as the shared schema had it (adopted when present). Applied as the first half of
 * `001-admin` (see src/migrations.ts), the name existing databases have recorded.
 */
export async function up(db: Knex): Promise<void> {
  await createTableUnlessPresent(db, 'categories', (table) => {
    table.string('id', 24).primary();
    table.string('name', 100).notNullable();
    table.string('name_key', 100).notNullable().unique();
    table.bigInteger('created_at').notNullable();
    table.bigInteger('updated_at').notNullable();
    table.index(['created_at'], 'categories_created_at');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('categories');
}
