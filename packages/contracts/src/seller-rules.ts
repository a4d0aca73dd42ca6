import type { Product } from './product';
import type { Seller } from './seller';

/**
 * The seller-side rules of spec sections 2 and 4 that more than one screen applies (the shell's
 * user menu, the dashboard), written once.
 */

/** Apply to Sell is offered only to a flex account that has not asked yet and is not approved. */
export function canApplyToSell(
  seller: Pick<Seller, 'accountType' | 'isRequestedforSell' | 'isApproved'>,
): boolean {
  return seller.accountType === 'flex' && !seller.isRequestedforSell && !seller.isApproved;
}

/**
 * The Sell action on a drop row: (flex and requested to sell), or (requested and the drop is not
 * selling), or (invitation accepted and the drop is not selling).
 */
export function showsSellAction(
  seller: Pick<Seller, 'accountType' | 'isRequestedforSell' | 'invitation'>,
  drop: Pick<Product, 'selling'>,
): boolean {
  return (
    (seller.accountType === 'flex' && seller.isRequestedforSell) ||
    (seller.isRequestedforSell && !drop.selling) ||
    (seller.invitation === 'accepted' && !drop.selling)
  );
}

/** A flex seller not yet approved is re-read on the dashboard (approval or invitation may have come). */
export function needsApprovalCheck(seller: Pick<Seller, 'accountType' | 'isApproved'>): boolean {
  return seller.accountType === 'flex' && !seller.isApproved;
}
