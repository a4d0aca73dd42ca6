import type { Knex } from 'knex';
import { createInbox, dropInbox } from '@drops/db';

/**
 * Issue 16: the last decision on a seller's account (reason, note, when) and when a flex seller
 * asked to sell, on `sellers`; the seller's in-app notifications (`seller_notifications`), each
 * made from one event (its id unique); and `seller_inbox`, the catalog events applied.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('sellers', (table) => {
    table.string('review_reason', 40).nullable();
    table.string('review_note', 500).nullable();
    table.bigInteger('reviewed_at').nullable();
    table.bigInteger('sell_requested_at').nullable();
  });
  await db.schema.createTable('seller_notifications', (table) => {
    table.string('id', 24).primary();
    table.string('seller_id', 24).notNullable();
    table.string('event_id', 36).notNullable().unique();
    table.string('type', 40).notNullable();
    table.string('title', 200).notNullable();
    table.string('body', 1000).notNullable();
    table.string('link', 300).notNullable();
    table.bigInteger('created_at').notNullable();
    table.bigInteger('read_at').nullable();
    table.index(['seller_id', 'created_at'], 'seller_notifications_seller_created');
    table.index(['seller_id', 'read_at'], 'seller_notifications_seller_unread');
  });
  await createInbox(db, 'seller');
}

export async function down(db: Knex): Promise<void> {
  await dropInbox(db, 'seller');
  await db.schema.dropTableIfExists('seller_notifications');
  await db.schema.alterTable('sellers', (table) => {
    table.dropColumn('review_reason');
    table.dropColumn('review_note');
    table.dropColumn('reviewed_at');
    table.dropColumn('sell_requested_at');
  });
}
