import type { Knex } from 'knex';
import type { AccountType, AdminSellerStatusFilter, Seller } from '@drops/contracts';
import { sellerChangesToRow, sellerFromRow, type SellerRow } from '@drops/db';
import { countOf, likeClause, offsetOf, type Page, type PageRequest } from './sql';

export interface SellerListFilter {
  status?: AdminSellerStatusFilter;
  accountType?: AccountType;
  search?: string;
}

export type InviteResult = Seller | 'not-found' | 'not-flex' | 'already-invited';

export function createSellersRepository(db: Knex) {
  /** Spec section 4: rejected = not active; approved = active and approved; pending = active, not approved. */
  function filtered(trx: Knex | Knex.Transaction, filter: SellerListFilter) {
    const query = trx<SellerRow>('sellers');
    if (filter.status === 'rejected') query.where('is_active', false);
    if (filter.status === 'approved') query.where({ is_active: true, is_approved: true });
    if (filter.status === 'pending') query.where({ is_active: true, is_approved: false });
    if (filter.accountType) query.where('account_type', filter.accountType);
    if (filter.search) {
      const search = filter.search;
      query.where((inner) => {
        for (const column of ['username', 'email', 'full_name'])
          inner.orWhereRaw(...likeClause(column, search));
      });
    }
    return query;
  }

  async function findById(id: string, trx: Knex | Knex.Transaction = db): Promise<Seller | null> {
    const row = await trx<SellerRow>('sellers').where({ id }).first();
    return row ? sellerFromRow(row) : null;
  }

  return {
    findById,

    /** Newest first. */
    async list(
      request: PageRequest & SellerListFilter,
      trx: Knex | Knex.Transaction = db,
    ): Promise<Page<Seller>> {
      const total = countOf(await filtered(trx, request).count({ count: '*' }).first());
      if (offsetOf(request) >= total) return { items: [], total };
      const rows = await filtered(trx, request)
        .select('*')
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(request.limit)
        .offset(offsetOf(request));
      return { items: rows.map((row) => sellerFromRow(row as SellerRow)), total };
    },

    /**
     * Approve: approved and active, and a flex account becomes sell (spec section 4).
     * Reject: neither approved nor active. Returns the seller after the change, or null.
     */
    async setApproval(
      id: string,
      approve: boolean,
      trx: Knex | Knex.Transaction = db,
    ): Promise<Seller | null> {
      const changes = approve
        ? { isApproved: true, isActive: true, accountType: 'sell' as const }
        : { isApproved: false, isActive: false };
      const changed = await trx('sellers')
        .where({ id })
        .update(sellerChangesToRow(changes, Date.now()));
      if (changed === 0) return null;
      return findById(id, trx);
    },

    /** Only a flex account not already invited; the condition sits in the UPDATE so two clicks invite once. */
    async invite(id: string, trx: Knex | Knex.Transaction = db): Promise<InviteResult> {
      const changed = await trx('sellers')
        .where({ id, account_type: 'flex' })
        .andWhere((inner) => inner.whereNull('invitation').orWhereNot('invitation', 'invited'))
        .update(sellerChangesToRow({ invitation: 'invited' }, Date.now()));
      const seller = await findById(id, trx);
      if (!seller) return 'not-found';
      if (changed > 0) return seller;
      return seller.accountType === 'flex' ? 'already-invited' : 'not-flex';
    },
  };
}

export type SellersRepository = ReturnType<typeof createSellersRepository>;
