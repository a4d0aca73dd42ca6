import { canApplyToSell, needsApprovalCheck, showsSellAction } from '@drops/contracts';

describe('the Sell action (spec section 4)', () => {
  const base = { accountType: 'sell' as const, isRequestedforSell: false, invitation: null };

  it('shows for a flex seller who asked to sell, whatever the drop', () => {
    const seller = { ...base, accountType: 'flex' as const, isRequestedforSell: true };
    expect(showsSellAction(seller, { selling: false })).toBe(true);
    expect(showsSellAction(seller, { selling: true })).toBe(true);
  });

  it('shows for a seller who asked, on a drop that is not selling', () => {
    const seller = { ...base, isRequestedforSell: true };
    expect(showsSellAction(seller, { selling: false })).toBe(true);
    expect(showsSellAction(seller, { selling: true })).toBe(false);
  });

  it('shows after an accepted invitation, on a drop that is not selling', () => {
    const seller = { ...base, invitation: 'accepted' as const };
    expect(showsSellAction(seller, { selling: false })).toBe(true);
    expect(showsSellAction(seller, { selling: true })).toBe(false);
  });

  it('does not show otherwise', () => {
    expect(showsSellAction(base, { selling: false })).toBe(false);
    expect(showsSellAction({ ...base, accountType: 'flex' }, { selling: false })).toBe(false);
    expect(showsSellAction({ ...base, invitation: 'invited' }, { selling: false })).toBe(false);
    expect(showsSellAction({ ...base, invitation: 'rejected' }, { selling: false })).toBe(false);
  });
});

describe('Apply to Sell and the approval check', () => {
  it('apply only as a flex account that has not asked and is not approved', () => {
    const flex = { accountType: 'flex' as const, isRequestedforSell: false, isApproved: false };
    expect(canApplyToSell(flex)).toBe(true);
    expect(canApplyToSell({ ...flex, isRequestedforSell: true })).toBe(false);
    expect(canApplyToSell({ ...flex, isApproved: true })).toBe(false);
    expect(canApplyToSell({ ...flex, accountType: 'sell' })).toBe(false);
  });

  it('re-reads only a flex seller not yet approved', () => {
    expect(needsApprovalCheck({ accountType: 'flex', isApproved: false })).toBe(true);
    expect(needsApprovalCheck({ accountType: 'flex', isApproved: true })).toBe(false);
    expect(needsApprovalCheck({ accountType: 'sell', isApproved: false })).toBe(false);
  });
});
