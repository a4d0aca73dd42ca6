import { isNewlyApproved } from '../src/features/seller-status/api/use-approval-check';
import {
  noDialogClosed,
  pickDashboardDialog,
} from '../src/features/seller-status/dashboard-dialog';
import { makeSeller } from './fixtures';

const flex = makeSeller({ accountType: 'flex', isApproved: false });

describe('which dialog the dashboard shows (spec section 4)', () => {
  it('waits for the re-read of a flex seller', () => {
    expect(
      pickDashboardDialog({ ...flex, firstLogin: true }, 'pending', noDialogClosed),
    ).toBeNull();
  });

  it('shows the approved dialog when the re-read found the account approved', () => {
    const approved = makeSeller({ accountType: 'sell', isApproved: true, firstLogin: true });
    expect(pickDashboardDialog(approved, 'approved', noDialogClosed)).toEqual({ kind: 'approved' });
    expect(
      pickDashboardDialog(approved, 'approved', { ...noDialogClosed, approved: true }),
    ).toEqual({ kind: 'first-login', variant: 'approved' });
  });

  it('shows the invitation dialog while a flex seller is invited, until closed', () => {
    const invited = { ...flex, invitation: 'invited' as const };
    expect(pickDashboardDialog(invited, 'done', noDialogClosed)).toEqual({ kind: 'invitation' });
    expect(
      pickDashboardDialog(invited, 'done', { ...noDialogClosed, invitation: true }),
    ).toBeNull();
    expect(
      pickDashboardDialog({ ...flex, invitation: 'rejected' }, 'done', noDialogClosed),
    ).toBeNull();
  });

  it("shows the first-login dialog while firstLogin is true: YOU'RE IN! for flex, APPROVED for sell", () => {
    expect(pickDashboardDialog({ ...flex, firstLogin: true }, 'done', noDialogClosed)).toEqual({
      kind: 'first-login',
      variant: 'welcome',
    });
    expect(pickDashboardDialog(makeSeller({ firstLogin: true }), 'done', noDialogClosed)).toEqual({
      kind: 'first-login',
      variant: 'approved',
    });
    expect(pickDashboardDialog({ ...flex, firstLogin: false }, 'done', noDialogClosed)).toBeNull();
    expect(
      pickDashboardDialog({ ...flex, firstLogin: true }, 'done', {
        ...noDialogClosed,
        firstLogin: true,
      }),
    ).toBeNull();
  });

  it('counts as approved only a sell account with isApproved', () => {
    expect(isNewlyApproved({ accountType: 'sell', isApproved: true })).toBe(true);
    expect(isNewlyApproved({ accountType: 'flex', isApproved: true })).toBe(false);
    expect(isNewlyApproved({ accountType: 'sell', isApproved: false })).toBe(false);
  });
});
