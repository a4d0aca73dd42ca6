import type { Seller } from '@drops/contracts';
import type { Tone } from './data-table';

export type SellerStatus = 'Rejected' | 'Approved' | 'Pending';

/** Spec section 4: not active is Rejected; active and approved Approved; otherwise Pending. */
export function sellerStatus(seller: Pick<Seller, 'isActive' | 'isApproved'>): SellerStatus {
  if (!seller.isActive) return 'Rejected';
  return seller.isApproved ? 'Approved' : 'Pending';
}

export const sellerStatusTone: Record<SellerStatus, Tone> = {
  Rejected: 'danger',
  Approved: 'success',
  Pending: 'warning',
};
