import type { Knex } from 'knex';
import { newId } from '@drops/db';

const demoCategories = ['Fashion', 'Beauty', 'Wellness', 'Art', 'Other'];

/** The demo categories, each unless one of that name exists. */
export async function seedCategories(db: Knex): Promise<void> {
  const now = Date.now();
  for (const name of demoCategories) {
    const taken = await db('categories').where({ name_key: name.toLowerCase() }).first('id');
    if (taken) continue;
    await db('categories').insert({
      id: newId(),
      name,
      name_key: name.toLowerCase(),
      created_at: now,
      updated_at: now,
    });
  }
}
