import type { Knex } from 'knex';

/**
 * `catalog_direct_uploads`: a browser's direct upload to storage, from the presigned target
 * (`pending`, bytes going to a staging key) to `completed` (checked, moved to its final key).
 * `catalog_job_leases`: which replica runs a periodic job (the cleanup of stale pending uploads).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('catalog_direct_uploads', (table) => {
    table.string('id', 32).primary();
    /** The seller's id, or `pending` for sign-up uploads made before an account exists. */
    table.string('owner', 64).notNullable();
    table.string('purpose', 16).notNullable();
    table.integer('slot').notNullable().defaultTo(0);
    table.string('file_name', 255).notNullable();
    table.string('declared_type', 100).notNullable();
    table.bigInteger('declared_size').notNullable();
    /** Where the browser sends the bytes; never usable as a media key. */
    table.string('staging_key', 512).notNullable();
    /** The key entities may keep, set on completion. */
    table.string('storage_key', 512).nullable();
    table.string('state', 16).notNullable();
    table.bigInteger('created_at').notNullable();
    table.bigInteger('completed_at').nullable();
    table.index(['state', 'created_at'], 'catalog_direct_uploads_state_created');
  });
  await db.schema.createTable('catalog_job_leases', (table) => {
    table.string('job', 64).primary();
    table.string('holder', 64).notNullable();
    table.bigInteger('expires_at').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('catalog_job_leases');
  await db.schema.dropTableIfExists('catalog_direct_uploads');
}
