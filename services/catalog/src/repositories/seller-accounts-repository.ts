import type { Knex } from 'knex';
import { toBool } from '@drops/db';
import type { SellerAccount } from '../domain/seller-account';

/** Read-only: the seller service owns the `sellers` table; the catalog reads the account type. */
export function createSellerAccountsRepository(db: Knex) {
  return {
    async findAccount(id: string, trx?: Knex.Transaction): Promise<SellerAccount | null> {
      const row = await (trx ?? db)('sellers')
        .select('id', 'account_type', 'is_approved', 'is_active')
        .where({ id })
        .first();
      if (!row) return null;
      return {
        id: row.id,
        accountType: row.account_type === 'sell' ? 'sell' : 'flex',
        isApproved: toBool(row.is_approved),
        isActive: toBool(row.is_active),
      };
    },
  };
}

export type SellerAccountsRepository = ReturnType<typeof createSellerAccountsRepository>;
