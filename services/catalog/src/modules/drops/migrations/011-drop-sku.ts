import type { Knex } from 'knex';

/** Issue 29: a drop's SKU, the seller's own stock code; '' when none (as the other texts). */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('products', (table) => {
    table.string('sku', 64).notNullable().defaultTo('');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('products', (table) => {
    table.dropColumn('sku');
  });
}
