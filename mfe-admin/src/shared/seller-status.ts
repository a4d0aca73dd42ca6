import {
  adminSellerStatusLabels,
  adminSellerStatusOf,
  type AdminSellerStatus,
  type Seller,
} from '@drops/contracts';
import type { Tone } from './data-table';

const sellerStatusTones: Record<AdminSellerStatus, Tone> = {
  rejected: 'danger',
  approved: 'success',
  pending: 'warning',
};

/**
 * A seller's status pill: spec section 4's word for `adminSellerStatusOf` (packages/contracts),
 * Pending, Approved or Rejected, and its tone.
 */
export function sellerStatus(seller: Pick<Seller, 'isActive' | 'isApproved'>): {
  word: string;
  tone: Tone;
} {
  const status = adminSellerStatusOf(seller);
  return { word: adminSellerStatusLabels[status], tone: sellerStatusTones[status] };
}
