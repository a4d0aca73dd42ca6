import type { Knex } from 'knex';

/**
 * Issue 30 item 2: when the seller's email was verified (null: not yet), the new address that
 * waits for its link, and the links themselves (SHA-256 only). Sellers who signed up before
 * verification existed count as verified from their sign-up (docs/decisions.md).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('sellers', (table) => {
    table.bigInteger('email_verified_at').nullable();
    table.string('pending_email', 254).nullable();
  });
  await db('sellers').update({ email_verified_at: db.ref('created_at') });
  await db.schema.createTable('seller_email_verifications', (table) => {
    table.string('token_hash', 64).primary();
    table.string('seller_id', 24).notNullable();
    table.string('email', 254).notNullable();
    table.bigInteger('created_at').notNullable();
    table.bigInteger('expires_at').notNullable();
    table.bigInteger('used_at').nullable();
    table.index(['seller_id', 'created_at'], 'seller_email_verifications_seller');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('seller_email_verifications');
  await db.schema.alterTable('sellers', (table) => {
    table.dropColumn('pending_email');
    table.dropColumn('email_verified_at');
  });
}
