import {
  reasonTextOf,
  type Seller,
  type SellerReview,
  type SellerReviewStatus,
} from '@drops/contracts';
import type { RecordedReview } from '../seller-row';

/**
 * Where the account stands, read from the flags the spec defines (section 4): not active is
 * rejected; an approved sell account approved; a sell account not yet approved, or a flex
 * account that asked to sell, pending; any other flex account has nothing under review.
 */
export function reviewStatusOf(seller: Seller): SellerReviewStatus {
  if (!seller.isActive) return 'rejected';
  if (seller.accountType === 'sell') return seller.isApproved ? 'approved' : 'pending';
  return seller.isRequestedforSell ? 'pending' : 'none';
}

/** The review a seller reads: its status, and the last decision's reason and note. */
export function reviewOf(seller: Seller, recorded: RecordedReview): SellerReview {
  return {
    status: reviewStatusOf(seller),
    reason: recorded.reason,
    reasonText: reasonTextOf(recorded.reason),
    note: recorded.note,
    decidedAt: recorded.decidedAt,
    requestedAt: recorded.requestedAt,
  };
}
