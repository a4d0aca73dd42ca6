import type { Knex } from 'knex';
import type { Product, ProductStats, SellerProductListFilter } from '@drops/contracts';
import { containsPattern, newId, type Outbox } from '@drops/db';
import { bumpCatalogVersion } from '../../shared/catalog-versions';
import { dropEventOf, dropWriteEventType } from '../../shared/drop-events';
import type { PhaseJobsRepository } from '../phases';
import {
  productColumnsOf,
  productFieldsOf,
  productQuery,
  type ProductFields,
  type ProductRow,
} from './product-row';
import { toSellerProduct } from './product-views';

/**
 * A compare-and-set write found the drop at another version than the one the client edited
 * (issue 17): someone saved it in between.
 */
export class StaleVersionError extends Error {
  constructor() {
    super('the drop was written since the version the client sent');
    this.name = 'StaleVersionError';
  }
}

/** Every write of a drop raises its version in the same UPDATE (issue 17). */
export const nextVersion = (db: Knex | Knex.Transaction) => db.raw('version + 1');

/** The dashboard's filters, normalised: `all` lists everything. */
/** The dashboard's filter as `sellerListFilterOf` (packages/contracts) reads it. */
export type ProductListFilter = SellerProductListFilter;

export interface ProductListOptions {
  filter: ProductListFilter;
  search: string;
  limit: number;
  page: number;
  now: number;
}

/** A stored drop: its seller view and its fields (for merging an update). */
export interface OwnedProduct {
  product: Product;
  fields: ProductFields;
}

/**
 * Narrows a products query to one seller and a dashboard filter. Every branch starts with
 * `seller_id` so MySQL walks a `products_seller_*` index, whatever the table size.
 */
function applyListFilter(
  query: Knex.QueryBuilder,
  sellerId: string,
  options: Pick<ProductListOptions, 'filter' | 'search' | 'now'>,
): Knex.QueryBuilder {
  query.where('products.seller_id', sellerId);
  switch (options.filter) {
    case 'published':
      query
        .where('products.status', 'published')
        .andWhere((inner) =>
          inner
            .whereNull('products.launch_date')
            .orWhere('products.launch_date', '<=', options.now),
        );
      break;
    case 'upcoming':
      query.where('products.status', 'published').where('products.launch_date', '>', options.now);
      break;
    case 'draft':
      // Paused (set by no one the spec shows) reads as Draft to sellers.
      query.whereIn('products.status', ['draft', 'paused']);
      break;
    case 'badges':
      query.where('products.badge', true);
      break;
    case 'all':
      break;
  }
  if (options.search !== '') {
    const pattern = containsPattern(options.search);
    query.andWhere((inner) =>
      inner
        .whereRaw(`products.name LIKE ? ESCAPE '!'`, [pattern])
        .orWhereRaw(`products.brand_name LIKE ? ESCAPE '!'`, [pattern]),
    );
  }
  return query;
}

/**
 * Every query is scoped to the owning seller: another seller's drop does not exist here. Every
 * write appends its drop event to the outbox in the same transaction.
 */
export function createProductsRepository(db: Knex, outbox: Outbox, phaseJobs: PhaseJobsRepository) {
  const clock = { now: phaseJobs.now };
  const run = (trx?: Knex.Transaction) => trx ?? db;
  const inTransaction = <T>(
    trx: Knex.Transaction | undefined,
    work: (t: Knex.Transaction) => Promise<T>,
  ) => (trx ? work(trx) : db.transaction(work));
  async function findOwned(
    sellerId: string,
    id: string,
    now: number = clock.now(),
    trx?: Knex.Transaction,
  ): Promise<OwnedProduct | null> {
    const row: ProductRow | undefined = await productQuery(run(trx))
      .where('products.id', id)
      .where('products.seller_id', sellerId)
      .first();
    return row ? { product: toSellerProduct(row, now), fields: productFieldsOf(row) } : null;
  }
  const snapshotOf = (id: string, fields: Pick<ProductFields, 'name' | 'status' | 'badge'>) => ({
    _id: id,
    name: fields.name,
    status: fields.status,
    badge: fields.badge,
  });

  return {
    findOwned,

    /**
     * Newest first, with the total for pagination. One row past the page is read: when it is
     * absent the page holds the end of the list and the total needs no second query (the
     * dashboard's usual case: a seller's whole list in one page of 100).
     */
    async list(
      sellerId: string,
      options: ProductListOptions,
      trx?: Knex.Transaction,
    ): Promise<{ products: Product[]; total: number }> {
      const offset = (options.page - 1) * options.limit;
      const rows: ProductRow[] = await applyListFilter(productQuery(run(trx)), sellerId, options)
        .orderBy([
          { column: 'products.created_at', order: 'desc' },
          { column: 'products.id', order: 'desc' },
        ])
        .limit(options.limit + 1)
        .offset(offset);
      const more = rows.length > options.limit;
      if (more) rows.pop();
      let total = offset + rows.length;
      if (more || (rows.length === 0 && offset > 0)) {
        const countRow = await applyListFilter(run(trx)('products'), sellerId, options)
          .count({ total: '*' })
          .first();
        total = Number(countRow?.total ?? 0);
      }
      return { products: rows.map((row) => toSellerProduct(row, options.now)), total };
    },

    async stats(sellerId: string, now: number, trx?: Knex.Transaction): Promise<ProductStats> {
      const row = await run(trx)('products')
        .where('seller_id', sellerId)
        .first(
          run(trx).raw('COUNT(*) AS total'),
          run(trx).raw(
            `SUM(CASE WHEN status = 'published' AND (launch_date IS NULL OR launch_date <= ?) THEN 1 ELSE 0 END) AS published`,
            [now],
          ),
          run(trx).raw(`SUM(CASE WHEN status <> 'published' THEN 1 ELSE 0 END) AS draft`),
          run(trx).raw(
            `SUM(CASE WHEN status = 'published' AND launch_date > ? THEN 1 ELSE 0 END) AS upcoming`,
            [now],
          ),
          run(trx).raw('SUM(CASE WHEN badge = ? THEN 1 ELSE 0 END) AS badged', [true]),
          run(trx).raw('SUM(CASE WHEN selling = ? THEN 1 ELSE 0 END) AS selling', [true]),
        );
      const count = (value: unknown) => Number(value ?? 0);
      return {
        total: count(row?.total),
        published: count(row?.published),
        draft: count(row?.draft),
        upcoming: count(row?.upcoming),
        badged: count(row?.badged),
        selling: count(row?.selling),
      };
    },

    async insert(sellerId: string, fields: ProductFields, trx?: Knex.Transaction): Promise<string> {
      const id = newId();
      const now = Date.now();
      await inTransaction(trx, async (t) => {
        await t('products').insert({
          id,
          seller_id: sellerId,
          ...productColumnsOf(fields),
          created_at: now,
          updated_at: now,
        });
        await bumpCatalogVersion(t, sellerId);
        const type = dropWriteEventType(null, fields);
        await outbox.append(t, dropEventOf(type, sellerId, snapshotOf(id, fields)));
        await phaseJobs.syncInTransaction(t, id, clock.now());
      });
      return id;
    },

    /**
     * With `expectedVersion`, the UPDATE is a compare-and-set on the version: when the drop has
     * moved on, nothing is written and StaleVersionError is thrown, so of two writers starting
     * from one version only the first wins. Answers the drop as this write left it, read in its
     * transaction (a read after it could find another writer's save: issue 27); null when the
     * seller has no such drop.
     */
    async update(
      sellerId: string,
      id: string,
      changes: Partial<ProductFields>,
      trx?: Knex.Transaction,
      expectedVersion?: number,
    ): Promise<Product | null> {
      return inTransaction(trx, async (t) => {
        const before = (await t('products')
          .where({ id, seller_id: sellerId })
          .first('status', 'name', 'badge')) as { status: string } | undefined;
        if (!before) return null;
        const target = t('products').where({ id, seller_id: sellerId });
        if (expectedVersion !== undefined) target.where('version', expectedVersion);
        const written = await target.update({
          ...productColumnsOf(changes),
          updated_at: Date.now(),
          version: nextVersion(t),
        });
        if (written === 0) throw new StaleVersionError();
        await bumpCatalogVersion(t, sellerId);
        const after = (await t('products').where({ id }).first()) as ProductRow;
        const fields = productFieldsOf(after);
        const type = dropWriteEventType(before, fields);
        await outbox.append(t, dropEventOf(type, sellerId, snapshotOf(id, fields)));
        // The seller changed a time or stopped selling: the phase and its job follow at once.
        await phaseJobs.syncInTransaction(t, id, clock.now());
        return (await findOwned(sellerId, id, clock.now(), t))?.product ?? null;
      });
    },

    async remove(sellerId: string, id: string, trx?: Knex.Transaction): Promise<boolean> {
      return inTransaction(trx, async (t) => {
        const row = (await t('products').where({ id, seller_id: sellerId }).first()) as
          ProductRow | undefined;
        if (!row) return false;
        await t('products').where({ id, seller_id: sellerId }).delete();
        await phaseJobs.forget(t, id);
        await bumpCatalogVersion(t, sellerId);
        await outbox.append(
          t,
          dropEventOf('drop.deleted', sellerId, snapshotOf(id, productFieldsOf(row))),
        );
        return true;
      });
    },

    /** Drops of a deleted collection stay, outside any collection. */
    async detachCollection(
      sellerId: string,
      collectionId: string,
      trx?: Knex.Transaction,
    ): Promise<void> {
      const detached = await run(trx)('products')
        .where({ collection_id: collectionId, seller_id: sellerId })
        .update({ collection_id: null, updated_at: Date.now(), version: nextVersion(run(trx)) });
      if (detached > 0) await bumpCatalogVersion(run(trx), sellerId);
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
