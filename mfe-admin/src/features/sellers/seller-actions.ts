import type { Seller } from '@drops/contracts';

export type SellerAction = 'approve' | 'reject' | 'invite';

type ActionFields = Pick<
  Seller,
  'accountType' | 'isRequestedforSell' | 'isApproved' | 'isActive' | 'invitation'
>;

/**
 * Which moderation buttons a seller's row shows, exactly as spec section 4 states them:
 * - Approve: a flex account that asked to sell; a sell account not approved and active.
 * - Reject: a flex account that asked to sell; a sell account that is active.
 * - Invite: a flex account whose invitation is not 'invited'.
 */
export function sellerActions(seller: ActionFields): Record<SellerAction, boolean> {
  const flex = seller.accountType === 'flex';
  const sell = seller.accountType === 'sell';
  return {
    approve: (flex && seller.isRequestedforSell) || (sell && !seller.isApproved && seller.isActive),
    reject: (flex && seller.isRequestedforSell) || (sell && seller.isActive),
    invite: flex && seller.invitation !== 'invited',
  };
}
