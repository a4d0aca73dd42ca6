import type { Knex } from 'knex';
import { toBool } from '@drops/db';
import type { SellerAccount } from './seller-account';

/** A seller's account as the seller service's events (or its answer to a lookup) describe it. */
export interface SellerAccountSnapshot {
  id: string;
  username: string;
  accountType: 'flex' | 'sell';
  isApproved: boolean;
  isActive: boolean;
}

function rowOf(snapshot: SellerAccountSnapshot) {
  return {
    seller_id: snapshot.id,
    username: snapshot.username,
    account_type: snapshot.accountType,
    is_approved: snapshot.isApproved,
    is_active: snapshot.isActive,
    updated_at: Date.now(),
  };
}

/**
 * `catalog_seller_accounts`: the catalog's own copy of each seller's account state (the seller
 * service owns `sellers`), read with the seller's catalog version (keys the cached drop lists).
 */
export function createSellerAccountsRepository(db: Knex) {
  return {
    async findAccount(id: string, trx?: Knex.Transaction): Promise<SellerAccount | null> {
      const row = await (trx ?? db)('catalog_seller_accounts')
        .leftJoin(
          'catalog_versions',
          'catalog_versions.seller_id',
          'catalog_seller_accounts.seller_id',
        )
        .select(
          'catalog_seller_accounts.seller_id',
          'catalog_seller_accounts.account_type',
          'catalog_seller_accounts.is_approved',
          'catalog_seller_accounts.is_active',
          'catalog_versions.version',
        )
        .where('catalog_seller_accounts.seller_id', id)
        .first();
      if (!row) return null;
      return {
        id: row.seller_id,
        accountType: row.account_type === 'sell' ? 'sell' : 'flex',
        isApproved: toBool(row.is_approved),
        isActive: toBool(row.is_active),
        catalogVersion: Number(row.version ?? 0),
      };
    },

    /** An event's state replaces what was known: events arrive in the order they happened. */
    async applyEvent(trx: Knex.Transaction, snapshot: SellerAccountSnapshot): Promise<void> {
      await trx('catalog_seller_accounts').insert(rowOf(snapshot)).onConflict('seller_id').merge();
    },

    /**
     * State read from the seller service when the catalog had none: kept unless an event got
     * there first (an event is never older than a lookup made before it was applied).
     */
    async rememberLookup(snapshot: SellerAccountSnapshot): Promise<void> {
      await db('catalog_seller_accounts').insert(rowOf(snapshot)).onConflict('seller_id').ignore();
    },
  };
}

export type SellerAccountsRepository = ReturnType<typeof createSellerAccountsRepository>;
