import type { Seller } from '@drops/contracts';
import type { NewServiceEvent } from '@drops/db';

/** What the seller service tells others about a seller (its outbox's event types). */
export type SellerEventType =
  | 'seller.registered'
  | 'seller.approved'
  | 'seller.rejected'
  | 'seller.invited'
  | 'seller.sell_requested'
  | 'seller.renamed'
  | 'seller.updated';

/** The account as others may keep it: enough for the catalog to decide what a seller may do. */
export interface SellerSnapshot {
  id: string;
  username: string;
  accountType: Seller['accountType'];
  isApproved: boolean;
  isActive: boolean;
  invitation: Seller['invitation'];
}

/** The decision's reason and note, carried by `seller.approved` and `seller.rejected`. */
export interface DecisionSnapshot {
  reason: string | null;
  note: string | null;
}

export function sellerEventOf(
  type: SellerEventType,
  seller: Seller,
  decision?: DecisionSnapshot,
): NewServiceEvent {
  const snapshot: SellerSnapshot = {
    id: seller._id,
    username: seller.username,
    accountType: seller.accountType,
    isApproved: seller.isApproved,
    isActive: seller.isActive,
    invitation: seller.invitation,
  };
  return {
    type,
    entityId: seller._id,
    payload: { seller: snapshot, ...(decision && { review: decision }) },
  };
}

/**
 * The event a plain profile change is: a request to sell, a new username, or another change to
 * the account's state.
 */
export function sellerEventTypeOf(before: Seller, after: Seller): SellerEventType | null {
  if (after.isRequestedforSell && !before.isRequestedforSell) return 'seller.sell_requested';
  if (before.username !== after.username) return 'seller.renamed';
  const accountChanged =
    before.accountType !== after.accountType ||
    before.isApproved !== after.isApproved ||
    before.isActive !== after.isActive ||
    before.invitation !== after.invitation;
  return accountChanged ? 'seller.updated' : null;
}
