import {
  reasonTextOf,
  type ReviewReason,
  type Seller,
  type SellerReview,
  type SellerReviewStatus,
} from '@drops/contracts';
import type { SellersRepository } from '../repositories/sellers-repository';
import type { RecordedReview } from '../repositories/seller-row';

export interface ApprovalDecision {
  approve: boolean;
  /** Recorded with a rejection only (issue 16); an approval records its note. */
  reason?: ReviewReason;
  note?: string;
}

/**
 * An administrator's decision on a seller (spec section 4). Approve: approved and active, and a
 * flex account becomes sell. Reject: neither approved nor active. Either records its reason,
 * note and time. Null when there is no seller.
 */
export function decideApproval(
  sellers: SellersRepository,
  id: string,
  decision: ApprovalDecision,
): Promise<Seller | null> {
  const { approve } = decision;
  const recorded = {
    reviewReason: approve ? null : (decision.reason ?? null),
    reviewNote: decision.note?.trim() || null,
    reviewedAt: Date.now(),
  };
  const changes = approve
    ? { isApproved: true, isActive: true, accountType: 'sell' as const, ...recorded }
    : { isApproved: false, isActive: false, ...recorded };
  return sellers.update(id, changes, undefined, approve ? 'seller.approved' : 'seller.rejected');
}

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

export type InviteOutcome =
  { result: 'invited'; seller: Seller } | { result: 'not-found' | 'not-flex' | 'already-invited' };

/** Invites a flex seller to sell, once. */
export async function inviteSeller(sellers: SellersRepository, id: string): Promise<InviteOutcome> {
  const invited = await sellers.markInvited(id);
  const seller = await sellers.findById(id);
  if (!seller) return { result: 'not-found' };
  if (invited) return { result: 'invited', seller };
  return { result: seller.accountType === 'flex' ? 'already-invited' : 'not-flex' };
}
