import type { Knex } from 'knex';

/**
 * Issue 16: why an administrator last paused or restored a drop (reason, note, when), on
 * `products` itself: the drop's views read it without a join. Nullable columns are added in
 * place on MariaDB (no copy of a large table).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('products', (table) => {
    table.string('moderation_reason', 40).nullable();
    table.string('moderation_note', 500).nullable();
    table.bigInteger('moderated_at').nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('products', (table) => {
    table.dropColumn('moderation_reason');
    table.dropColumn('moderation_note');
    table.dropColumn('moderated_at');
  });
}
