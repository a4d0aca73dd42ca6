import type { Knex } from 'knex';

/** Issue 17: the zone a seller's drop times are given and shown in; null: the browser's. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('sellers', (table) => {
    table.string('time_zone', 64).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('sellers', (table) => {
    table.dropColumn('time_zone');
  });
}
