import type { Knex } from 'knex';
import { toBool } from '@drops/db';
import type { SellerAccount } from '../domain/seller-account';

/**
 * Read-only: the seller service owns the `sellers` table; the catalog reads the account type, and
 * with it, in the same query, the seller's catalog version (keys the cached drop lists).
 */
export function createSellerAccountsRepository(db: Knex) {
  return {
    async findAccount(id: string, trx?: Knex.Transaction): Promise<SellerAccount | null> {
      const row = await (trx ?? db)('sellers')
        .leftJoin('catalog_versions', 'catalog_versions.seller_id', 'sellers.id')
        .select(
          'sellers.id',
          'sellers.account_type',
          'sellers.is_approved',
          'sellers.is_active',
          'catalog_versions.version',
        )
        .where('sellers.id', id)
        .first();
      if (!row) return null;
      return {
        id: row.id,
        accountType: row.account_type === 'sell' ? 'sell' : 'flex',
        isApproved: toBool(row.is_approved),
        isActive: toBool(row.is_active),
        catalogVersion: Number(row.version ?? 0),
      };
    },
  };
}

export type SellerAccountsRepository = ReturnType<typeof createSellerAccountsRepository>;
