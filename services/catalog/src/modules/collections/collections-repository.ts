import type { Knex } from 'knex';
import type { Collection } from '@drops/contracts';
import { newId, toIso } from '@drops/db';
import { bumpCatalogVersion } from '../../shared/catalog-versions';

interface CollectionRow {
  id: string;
  seller_id: string;
  collection_name: string;
  name_key: string;
  created_at: number | string;
  updated_at: number | string;
}

function toCollection(row: CollectionRow): Collection {
  return {
    _id: row.id,
    collectionName: row.collection_name,
    sellerId: row.seller_id,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** Every query is scoped to the owning seller: another seller's collection does not exist here. */
export function createCollectionsRepository(db: Knex) {
  const table = (trx?: Knex.Transaction) => (trx ?? db)<CollectionRow>('collections');

  return {
    /** Oldest first, so a new collection lands at the end of the form's list. */
    async list(sellerId: string, trx?: Knex.Transaction): Promise<Collection[]> {
      const rows = await table(trx)
        .where({ seller_id: sellerId })
        .orderBy([
          { column: 'created_at', order: 'asc' },
          { column: 'id', order: 'asc' },
        ]);
      return rows.map(toCollection);
    },

    async findOwned(
      sellerId: string,
      id: string,
      trx?: Knex.Transaction,
    ): Promise<Collection | null> {
      const row = await table(trx).where({ id, seller_id: sellerId }).first();
      return row ? toCollection(row) : null;
    },

    /** Whether the seller has another collection with this name key (case-insensitive). */
    async nameTaken(
      sellerId: string,
      nameKey: string,
      exceptId?: string,
      trx?: Knex.Transaction,
    ): Promise<boolean> {
      const query = table(trx).where({ seller_id: sellerId, name_key: nameKey }).first('id');
      if (exceptId) query.whereNot('id', exceptId);
      return Boolean(await query);
    },

    async insert(
      sellerId: string,
      name: { name: string; key: string },
      trx?: Knex.Transaction,
    ): Promise<Collection> {
      const now = Date.now();
      const row: CollectionRow = {
        id: newId(),
        seller_id: sellerId,
        collection_name: name.name,
        name_key: name.key,
        created_at: now,
        updated_at: now,
      };
      await table(trx).insert(row);
      return toCollection(row);
    },

    async rename(
      sellerId: string,
      id: string,
      name: { name: string; key: string },
      trx?: Knex.Transaction,
    ): Promise<boolean> {
      const updated = await table(trx)
        .where({ id, seller_id: sellerId })
        .update({ collection_name: name.name, name_key: name.key, updated_at: Date.now() });
      // Drop lists show the collection's name.
      if (updated > 0) await bumpCatalogVersion(trx ?? db, sellerId);
      return updated > 0;
    },

    async remove(sellerId: string, id: string, trx?: Knex.Transaction): Promise<boolean> {
      return (await table(trx).where({ id, seller_id: sellerId }).delete()) > 0;
    },
  };
}

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;
