import type { Knex } from 'knex';
import { createOutbox, dropOutbox } from '@drops/db';

/** `seller_outbox`: seller events for the catalog (and later subscribers). */
export async function up(db: Knex): Promise<void> {
  await createOutbox(db, 'seller');
}

export async function down(db: Knex): Promise<void> {
  await dropOutbox(db, 'seller');
}
