import { adminSellerStatusOf, reviewStatusOf } from '@drops/contracts';

/** Spec section 4's flags, read by the contract's one vocabulary (packages/contracts seller-status.ts). */
describe('a seller review status', () => {
  it.each([
    [{ accountType: 'flex', isActive: true, isApproved: false, isRequestedforSell: false }, 'none'],
    [
      { accountType: 'flex', isActive: true, isApproved: false, isRequestedforSell: true },
      'pending',
    ],
    [
      { accountType: 'flex', isActive: false, isApproved: false, isRequestedforSell: true },
      'rejected',
    ],
    [
      { accountType: 'sell', isActive: true, isApproved: false, isRequestedforSell: false },
      'pending',
    ],
    [
      { accountType: 'sell', isActive: true, isApproved: true, isRequestedforSell: false },
      'approved',
    ],
    [
      { accountType: 'sell', isActive: false, isApproved: true, isRequestedforSell: false },
      'rejected',
    ],
  ] as const)('%o reads %s to its seller', (seller, status) => {
    expect(reviewStatusOf(seller)).toBe(status);
  });

  it.each([
    [{ isActive: false, isApproved: true }, 'rejected'],
    [{ isActive: true, isApproved: true }, 'approved'],
    [{ isActive: true, isApproved: false }, 'pending'],
  ] as const)('%o reads %s to the administrators', (seller, status) => {
    expect(adminSellerStatusOf(seller)).toBe(status);
  });
});
