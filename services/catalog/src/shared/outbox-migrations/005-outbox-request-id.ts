import type { Knex } from 'knex';
import { addOutboxRequestId, dropOutboxRequestId } from '@drops/db';

/** Each catalog event keeps the id of the request that caused it. */
export async function up(db: Knex): Promise<void> {
  await addOutboxRequestId(db, 'catalog');
}

export async function down(db: Knex): Promise<void> {
  await dropOutboxRequestId(db, 'catalog');
}
