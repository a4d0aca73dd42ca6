import {
  adminSellerStatusLabels,
  adminSellerStatusOf,
  type AdminSellerStatus,
  type Seller,
} from '@drops/contracts';
import type { Tone } from './data-table';

export type SellerStatus = (typeof adminSellerStatusLabels)[AdminSellerStatus];

/** Spec section 4's words for `adminSellerStatusOf` (packages/contracts): Pending, Approved, Rejected. */
export function sellerStatus(seller: Pick<Seller, 'isActive' | 'isApproved'>): SellerStatus {
  return adminSellerStatusLabels[adminSellerStatusOf(seller)];
}

export const sellerStatusTone: Record<SellerStatus, Tone> = {
  Rejected: 'danger',
  Approved: 'success',
  Pending: 'warning',
};
