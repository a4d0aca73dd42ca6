import type { Knex } from 'knex';
import { createInbox, createOutbox, dropInbox, dropOutbox } from '@drops/db';

/**
 * What the catalog knows of each seller's account, fed by the seller service's events
 * (`catalog_seller_accounts`), the ids of events applied (`catalog_inbox`) and the catalog's own
 * outbox of drop events (`catalog_outbox`).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('catalog_seller_accounts', (table) => {
    table.string('seller_id', 24).primary();
    table.string('username', 50).notNullable().defaultTo('');
    table.string('account_type', 8).notNullable();
    table.boolean('is_approved').notNullable();
    table.boolean('is_active').notNullable();
    table.bigInteger('updated_at').notNullable();
  });
  await createInbox(db, 'catalog');
  await createOutbox(db, 'catalog');
}

export async function down(db: Knex): Promise<void> {
  await dropOutbox(db, 'catalog');
  await dropInbox(db, 'catalog');
  await db.schema.dropTableIfExists('catalog_seller_accounts');
}
