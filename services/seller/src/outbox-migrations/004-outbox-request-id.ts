import type { Knex } from 'knex';
import { addOutboxRequestId, dropOutboxRequestId } from '@drops/db';

/** Each seller event keeps the id of the request that caused it. */
export async function up(db: Knex): Promise<void> {
  await addOutboxRequestId(db, 'seller');
}

export async function down(db: Knex): Promise<void> {
  await dropOutboxRequestId(db, 'seller');
}
