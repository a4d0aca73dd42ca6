import type { Knex } from 'knex';

/**
 * Raises the seller's catalog version (table `catalog_versions`). Call it after every write to
 * the seller's `products` or `collections`, in the same transaction when there is one: a reader
 * that sees the new version then also sees the write.
 */
export async function bumpCatalogVersion(
  db: Knex | Knex.Transaction,
  sellerId: string,
): Promise<void> {
  await db('catalog_versions')
    .insert({ seller_id: sellerId, version: 1 })
    .onConflict('seller_id')
    .merge({ version: db.raw('?? + 1', ['catalog_versions.version']) });
}
