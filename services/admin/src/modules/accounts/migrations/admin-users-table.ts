import type { Knex } from 'knex';
import { createTableUnlessPresent } from '@drops/db';

/**
 * `admin_users`, as the shared schema had it (adopted when present). Applied as the second half
 * of `001-admin` (see src/migrations.ts), the name existing databases have recorded.
 */
export async function up(db: Knex): Promise<void> {
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
}
