import type { Seller } from '@drops/contracts';

/** Spec section 4: not active is Rejected; active and approved Approved; otherwise Pending. */
export function sellerStatus(
  seller: Pick<Seller, 'isActive' | 'isApproved'>,
): 'Rejected' | 'Approved' | 'Pending' {
  if (!seller.isActive) return 'Rejected';
  return seller.isApproved ? 'Approved' : 'Pending';
}
