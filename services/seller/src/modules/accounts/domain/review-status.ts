import { reasonTextOf, reviewStatusOf, type Seller, type SellerReview } from '@drops/contracts';
import type { RecordedReview } from '../seller-row';

/**
 * The review a seller reads: its status (read from its flags by the contract's `reviewStatusOf`),
 * and the last decision's reason and note.
 */
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
