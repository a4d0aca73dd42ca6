import type { ReviewReason, Seller } from '@drops/contracts';
import type { SellerAccounts } from '../../accounts';

export interface ApprovalDecision {
  approve: boolean;
  /** Recorded with a rejection only (issue 16); an approval records its note. */
  reason?: ReviewReason;
  note?: string;
}

/**
 * An administrator's decision on a seller (spec section 4). Approve: approved and active, and a
 * flex account becomes sell. Reject: neither approved nor active. Either records its reason,
 * note and time; a rejection ends the seller's sessions. Null when there is no seller.
 */
export async function decideApproval(
  sellers: SellerAccounts,
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
  const seller = await sellers.update(
    id,
    changes,
    undefined,
    approve ? 'seller.approved' : 'seller.rejected',
  );
  // Issue 30: a rejected seller is signed out everywhere at once, not when a token expires.
  if (seller && !approve) await sellers.endSessions(id);
  return seller;
}

export type InviteOutcome =
  { result: 'invited'; seller: Seller } | { result: 'not-found' | 'not-flex' | 'already-invited' };

/** Invites a flex seller to sell, once. */
export async function inviteSeller(sellers: SellerAccounts, id: string): Promise<InviteOutcome> {
  const invited = await sellers.markInvited(id);
  const seller = await sellers.findById(id);
  if (!seller) return { result: 'not-found' };
  if (invited) return { result: 'invited', seller };
  return { result: seller.accountType === 'flex' ? 'already-invited' : 'not-flex' };
}
