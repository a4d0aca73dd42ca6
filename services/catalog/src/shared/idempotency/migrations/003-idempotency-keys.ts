import type { Knex } from 'knex';

/**
 * `catalog_idempotency_keys`: a create's `Idempotency-Key` with its request's fingerprint and,
 * once answered, the answer, so a retry within 24 h gets the same answer and no second row.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('catalog_idempotency_keys', (table) => {
    /** The seller's id, or `anon:<hash>` for the sign-up uploads made before an account exists. */
    table.string('scope', 64).notNullable();
    table.string('idempotency_key', 255).notNullable();
    table.string('fingerprint', 64).notNullable();
    table.integer('status_code').nullable();
    table.text('response_body', 'mediumtext').nullable();
    table.string('content_type', 100).nullable();
    table.bigInteger('created_at').notNullable();
    table.primary(['scope', 'idempotency_key']);
    table.index(['created_at'], 'catalog_idempotency_keys_created');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('catalog_idempotency_keys');
}
