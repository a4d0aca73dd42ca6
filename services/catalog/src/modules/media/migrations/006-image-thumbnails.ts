import type { Knex } from 'knex';

/**
 * Issue 18: one row per stored image whose thumbnails are to be made, keyed by the original's
 * storage key (so any upload path can ask). A worker leases a row (`lease_owner`,
 * `lease_until`) so that one replica makes each image's thumbnails; a lease that runs out (a
 * replica that died) is taken over, and a row survives restarts.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('image_thumbnails', (table) => {
    table.string('source_key', 512).primary();
    /** pending, processing, ready or failed. */
    table.string('status', 16).notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.string('lease_owner', 64).nullable();
    table.bigInteger('lease_until').nullable();
    /** JSON list of the widths made (their keys follow from the source key). */
    table.string('widths', 100).nullable();
    table.string('error', 300).nullable();
    table.bigInteger('created_at').notNullable();
    table.bigInteger('updated_at').notNullable();
    table.index(['status', 'lease_until'], 'image_thumbnails_status_lease');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('image_thumbnails');
}
