import type { Knex } from 'knex';

/** Table names of a service's outbox (`<owner>_outbox`, ...): unique even in one shared database. */
export function outboxTables(owner: string) {
  return {
    events: `${owner}_outbox`,
    leases: `${owner}_outbox_leases`,
  };
}

export function inboxTable(consumer: string): string {
  return `${consumer}_inbox`;
}

/**
 * The outbox: one row per event and subscriber (`delivered_at` null until the subscriber has
 * it), plus one lease row per subscriber so that of several replicas one delivers at a time.
 */
export async function createOutbox(db: Knex, owner: string): Promise<void> {
  const names = outboxTables(owner);
  await db.schema.createTable(names.events, (table) => {
    table.bigIncrements('seq').primary();
    table.string('event_id', 36).notNullable();
    table.string('subscriber', 40).notNullable();
    table.string('type', 60).notNullable();
    table.string('entity_id', 40).notNullable();
    table.text('payload', 'mediumtext').notNullable();
    table.string('request_id', 128).nullable();
    table.bigInteger('created_at').notNullable();
    table.bigInteger('delivered_at').nullable();
    table.index(['subscriber', 'delivered_at', 'seq'], `${owner}_outbox_pending`);
    table.index(['created_at'], `${owner}_outbox_created`);
  });
  await db.schema.createTable(names.leases, (table) => {
    table.string('subscriber', 40).primary();
    table.string('owner', 40).nullable();
    table.bigInteger('until').notNullable().defaultTo(0);
    table.integer('attempts').notNullable().defaultTo(0);
    table.bigInteger('next_attempt_at').notNullable().defaultTo(0);
    table.text('last_error').nullable();
  });
}

/** The request that caused each event (`x-request-id`), for outboxes made before it was kept. */
export async function addOutboxRequestId(db: Knex, owner: string): Promise<void> {
  const events = outboxTables(owner).events;
  if (await db.schema.hasColumn(events, 'request_id')) return;
  await db.schema.alterTable(events, (table) => {
    table.string('request_id', 128).nullable();
  });
}

export async function dropOutboxRequestId(db: Knex, owner: string): Promise<void> {
  await db.schema.alterTable(outboxTables(owner).events, (table) => {
    table.dropColumn('request_id');
  });
}

export async function dropOutbox(db: Knex, owner: string): Promise<void> {
  const names = outboxTables(owner);
  await db.schema.dropTableIfExists(names.leases);
  await db.schema.dropTableIfExists(names.events);
}

/** Event ids a consumer has applied: a second delivery of one is skipped. */
export async function createInbox(db: Knex, consumer: string): Promise<void> {
  await db.schema.createTable(inboxTable(consumer), (table) => {
    table.string('event_id', 36).primary();
    table.string('type', 60).notNullable();
    table.bigInteger('applied_at').notNullable();
  });
}

export async function dropInbox(db: Knex, consumer: string): Promise<void> {
  await db.schema.dropTableIfExists(inboxTable(consumer));
}
