import type { Knex } from 'knex';
import type { CatalogProduct, ModerationStatus } from '@drops/contracts';
import { isMysql, toBool, type Outbox } from '@drops/db';
import { bumpCatalogVersion } from '../../shared/catalog-versions';
import { dropEventOf } from '../../shared/drop-events';
import type { PhaseJobsRepository } from '../phases';
import { createAdminProductList, type ProductsRepositoryOptions } from './admin-product-list';
import { productQuery } from './product-row';
import { toAdminProduct } from './product-views';
import { nextVersion } from './products-repository';

export type {
  CategoryFilter,
  ProductListFilter,
  ProductsRepositoryOptions,
  SearchStrategy,
} from './admin-product-list';
export { namedCategories } from './admin-product-list';

export type ModerationOutcome =
  | { result: 'paused' | 'restored'; product: CatalogProduct }
  | { result: 'not-found' | 'not-published' | 'not-paused' };

/** Reads a drop's row for a change, locked on MySQL until the transaction ends. */
function lockedProduct(trx: Knex.Transaction, id: string): Promise<unknown> {
  const query = trx('products').where({ id });
  if (isMysql(trx)) query.forUpdate();
  return query.first('status', 'seller_id', 'badge');
}
/**
 * The administrator's view of every seller's drops (the admin service asks through
 * `/internal/...`): the searched, filtered list with its totals, one drop, the badge, a pause
 * or restore, and a seller's counts.
 */
export function createModerationRepository(
  db: Knex,
  outbox: Outbox,
  phaseJobs: PhaseJobsRepository,
  options: ProductsRepositoryOptions = {},
) {
  return {
    ...createAdminProductList(db, options),

    async findById(id: string, trx: Knex | Knex.Transaction = db): Promise<CatalogProduct | null> {
      const row = await productQuery(trx).where('products.id', id).first();
      return row ? toAdminProduct(row) : null;
    },

    /**
     * The product after the change, or null when there is none. A change of the badge tells the
     * seller (`drop.badged`, `drop.unbadged`); setting it as it was changes nothing.
     */
    async setBadge(id: string, badge: boolean): Promise<CatalogProduct | null> {
      return db.transaction(async (trx) => {
        const before = (await lockedProduct(trx, id)) as { badge: unknown } | undefined;
        if (!before) return null;
        if (toBool(before.badge) !== badge) {
          await trx('products')
            .where({ id })
            .update({ badge, updated_at: Date.now(), version: nextVersion(trx) });
        }
        const product = await this.findById(id, trx);
        if (product && toBool(before.badge) !== badge) {
          // The seller's cached drop lists show the badge.
          await bumpCatalogVersion(trx, product.sellerId);
          const type = badge ? 'drop.badged' : 'drop.unbadged';
          await outbox.append(trx, dropEventOf(type, product.sellerId, product));
        }
        return product;
      });
    },

    /**
     * An administrator pauses a published drop or restores a paused one (issue 16), recording
     * the reason, note and time. A paused drop sells nothing; a restored one sells again if its
     * seller's account may sell. A drop in the wrong state is left as it is.
     */
    async setModeration(
      id: string,
      decision: { status: ModerationStatus; reason?: string; note?: string },
    ): Promise<ModerationOutcome> {
      return db.transaction(async (trx) => {
        const before = (await lockedProduct(trx, id)) as
          { status: string; seller_id: string } | undefined;
        if (!before) return { result: 'not-found' };
        const pausing = decision.status === 'paused';
        if (pausing && before.status !== 'published') return { result: 'not-published' };
        if (!pausing && before.status !== 'paused') return { result: 'not-paused' };
        const account = (await trx('catalog_seller_accounts')
          .where({ seller_id: before.seller_id })
          .first('account_type', 'is_approved')) as
          { account_type: string; is_approved: unknown } | undefined;
        const maySell = account?.account_type === 'sell' && toBool(account.is_approved);
        const now = Date.now();
        const review = { reason: decision.reason ?? null, note: decision.note?.trim() || null };
        await trx('products')
          .where({ id })
          .update({
            status: decision.status,
            selling: !pausing && maySell,
            moderation_reason: review.reason,
            moderation_note: review.note,
            moderated_at: now,
            updated_at: now,
            version: nextVersion(trx),
          });
        await bumpCatalogVersion(trx, before.seller_id);
        // drop.paused below is the phase's own event; a restore's new phase has its event too.
        await phaseJobs.syncInTransaction(trx, id, phaseJobs.now(), 'paused');
        const product = (await this.findById(id, trx)) as CatalogProduct;
        const type = pausing ? 'drop.paused' : 'drop.restored';
        await outbox.append(trx, dropEventOf(type, before.seller_id, product, review));
        return { result: pausing ? 'paused' : 'restored', product };
      });
    },

    async recentBySeller(
      sellerId: string,
      count: number,
      trx: Knex | Knex.Transaction = db,
    ): Promise<CatalogProduct[]> {
      const rows = await productQuery(trx)
        .where('products.seller_id', sellerId)
        .orderBy([
          { column: 'products.created_at', order: 'desc' },
          { column: 'products.id', order: 'desc' },
        ])
        .limit(count);
      return rows.map(toAdminProduct);
    },

    /** Both counts from the (seller_id, status, ...) index in one pass. */
    async countsBySeller(
      sellerId: string,
      trx: Knex | Knex.Transaction = db,
    ): Promise<{ total: number; published: number }> {
      const row = (await trx('products')
        .where('seller_id', sellerId)
        .select(
          trx.raw('COUNT(*) AS total'),
          trx.raw(
            "COALESCE(SUM(CASE WHEN status = 'published' THEN 1 ELSE 0 END), 0) AS published",
          ),
        )
        .first()) as { total: unknown; published: unknown } | undefined;
      return { total: Number(row?.total ?? 0), published: Number(row?.published ?? 0) };
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
