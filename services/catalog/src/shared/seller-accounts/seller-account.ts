import type { AccountType } from '@drops/contracts';

/** What the catalog needs to know about the acting seller, read from the `sellers` table. */
export interface SellerAccount {
  id: string;
  accountType: AccountType;
  isApproved: boolean;
  isActive: boolean;
  /** Raised by every change to the seller's drops or collections (`catalog_versions`). */
  catalogVersion: number;
}

/** Only an approved sell account sells; a flex seller's drop is never selling (spec section 6). */
export function canSell(account: SellerAccount): boolean {
  return account.accountType === 'sell' && account.isApproved;
}
