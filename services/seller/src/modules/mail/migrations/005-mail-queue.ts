import type { Knex } from 'knex';

/**
 * Issue 16, email: the seller's choice of non-essential mails (`sellers.email_notifications`,
 * on by default), `seller_mail_queue` (one row per mail, written in the transaction of the
 * notification it repeats, unique per event and kind) and `seller_mail_lease` (one row: which
 * replica sends, so two never send the same mail at once).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('sellers', (table) => {
    table.boolean('email_notifications').notNullable().defaultTo(true);
  });
  await db.schema.createTable('seller_mail_queue', (table) => {
    table.bigIncrements('seq').primary();
    table.string('event_id', 36).notNullable();
    table.string('kind', 40).notNullable();
    table.string('seller_id', 24).notNullable();
    table.string('to_address', 254).notNullable();
    table.string('subject', 300).notNullable();
    table.text('text_body').notNullable();
    table.text('html_body', 'mediumtext').notNullable();
    table.bigInteger('created_at').notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.bigInteger('next_attempt_at').notNullable().defaultTo(0);
    table.bigInteger('sent_at').nullable();
    table.text('last_error').nullable();
    table.unique(['event_id', 'kind'], { indexName: 'seller_mail_queue_event_kind' });
    table.index(['sent_at', 'next_attempt_at', 'seq'], 'seller_mail_queue_due');
  });
  await db.schema.createTable('seller_mail_lease', (table) => {
    table.string('name', 40).primary();
    table.string('owner', 40).nullable();
    table.bigInteger('until').notNullable().defaultTo(0);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('seller_mail_lease');
  await db.schema.dropTableIfExists('seller_mail_queue');
  await db.schema.alterTable('sellers', (table) => {
    table.dropColumn('email_notifications');
  });
}
