import type { Knex } from 'knex';

/**
 * Issue 17, webhooks: a seller's endpoints (secret encrypted at rest), one delivery per event
 * and endpoint (unique, so fanning an event out twice queues it once), leased by one replica at
 * a time, and every attempt with the receiver's status and time.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('webhook_endpoints', (table) => {
    table.string('id', 24).primary();
    table.string('seller_id', 24).notNullable();
    table.string('url', 2000).notNullable();
    table.string('description', 200).notNullable().defaultTo('');
    table.text('events').notNullable();
    table.string('secret_encrypted', 200).notNullable();
    table.string('status', 16).notNullable().defaultTo('active');
    table.bigInteger('failing_since').nullable();
    table.bigInteger('disabled_at').nullable();
    table.string('disabled_reason', 300).nullable();
    table.bigInteger('created_at').notNullable();
    table.index(['seller_id', 'created_at'], 'webhook_endpoints_seller');
  });
  await db.schema.createTable('webhook_deliveries', (table) => {
    table.string('id', 24).primary();
    table.string('endpoint_id', 24).notNullable();
    table.string('seller_id', 24).notNullable();
    table.string('message_id', 64).notNullable();
    table.string('event_type', 60).notNullable();
    table.text('payload', 'mediumtext').notNullable();
    table.string('status', 16).notNullable().defaultTo('pending');
    table.integer('attempt_count').notNullable().defaultTo(0);
    table.bigInteger('next_attempt_at').notNullable();
    table.bigInteger('give_up_at').notNullable();
    table.string('lease_owner', 40).nullable();
    table.bigInteger('lease_until').notNullable().defaultTo(0);
    table.bigInteger('created_at').notNullable();
    table.bigInteger('completed_at').nullable();
    table.unique(['endpoint_id', 'message_id'], { indexName: 'webhook_deliveries_message' });
    table.index(['status', 'next_attempt_at'], 'webhook_deliveries_due');
    table.index(['endpoint_id', 'created_at'], 'webhook_deliveries_endpoint');
  });
  await db.schema.createTable('webhook_attempts', (table) => {
    table.bigIncrements('id').primary();
    table.string('delivery_id', 24).notNullable();
    table.bigInteger('attempted_at').notNullable();
    table.integer('status_code').nullable();
    table.integer('response_time_ms').notNullable();
    table.string('error', 500).nullable();
    table.index(['delivery_id', 'attempted_at'], 'webhook_attempts_delivery');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('webhook_attempts');
  await db.schema.dropTableIfExists('webhook_deliveries');
  await db.schema.dropTableIfExists('webhook_endpoints');
}
