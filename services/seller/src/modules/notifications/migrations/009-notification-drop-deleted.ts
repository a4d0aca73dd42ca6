import type { Knex } from 'knex';

/**
 * Issue 31 item 8: when the drop a notification leads to is deleted, the notification keeps
 * what it said and says the drop is gone instead of opening an editor that cannot load it.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('seller_notifications', (table) => {
    table.bigInteger('drop_deleted_at').nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('seller_notifications', (table) => {
    table.dropColumn('drop_deleted_at');
  });
}
