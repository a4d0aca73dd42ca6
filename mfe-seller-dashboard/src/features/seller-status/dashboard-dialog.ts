import type { Seller } from '@drops/contracts';
import type { ApprovalCheck } from './api/use-approval-check';

export type DashboardDialog =
  | { kind: 'approved' }
  | { kind: 'invitation' }
  | { kind: 'first-login'; variant: 'welcome' | 'approved' };

/** The dialogs closed during this visit. */
export interface ClosedDialogs {
  approved: boolean;
  invitation: boolean;
  firstLogin: boolean;
}

export const noDialogClosed: ClosedDialogs = {
  approved: false,
  invitation: false,
  firstLogin: false,
};

/**
 * Which dialog the dashboard shows, one at a time (spec section 4): nothing until the flex
 * seller's re-read is back; then the approved dialog when the re-read found the account approved;
 * the invitation dialog while a flex seller's invitation is 'invited'; the first-login dialog
 * while firstLogin is true ("YOU'RE IN!", or "APPROVED" for an approved sell account).
 */
export function pickDashboardDialog(
  seller: Pick<Seller, 'accountType' | 'isApproved' | 'invitation' | 'firstLogin'>,
  check: ApprovalCheck,
  closed: ClosedDialogs,
): DashboardDialog | null {
  if (check === 'pending') return null;
  if (check === 'approved' && !closed.approved) return { kind: 'approved' };
  if (seller.accountType === 'flex' && seller.invitation === 'invited' && !closed.invitation)
    return { kind: 'invitation' };
  if (seller.firstLogin && !closed.firstLogin) {
    return {
      kind: 'first-login',
      variant: seller.accountType === 'sell' && seller.isApproved ? 'approved' : 'welcome',
    };
  }
  return null;
}
