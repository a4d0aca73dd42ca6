import { sellerActions } from '../src/features/sellers/seller-actions';
import { sellerStatus } from '../src/shared/seller-status';
import { storedStatusOf } from '@drops/contracts';

describe('seller status (spec section 4)', () => {
  it.each([
    [{ isActive: false, isApproved: false }, 'Rejected', 'danger'],
    [{ isActive: false, isApproved: true }, 'Rejected', 'danger'],
    [{ isActive: true, isApproved: true }, 'Approved', 'success'],
    [{ isActive: true, isApproved: false }, 'Pending', 'warning'],
  ] as const)('%o reads %s, in the %s tone', (seller, word, tone) => {
    expect(sellerStatus(seller)).toEqual({ word, tone });
  });
});

describe('product status (spec section 4)', () => {
  it('shows published, draft and paused as stored, and anything else as draft', () => {
    expect(storedStatusOf('published')).toBe('published');
    expect(storedStatusOf('paused')).toBe('paused');
    expect(storedStatusOf('draft')).toBe('draft');
    expect(storedStatusOf('Published')).toBe('published');
    expect(storedStatusOf('archived')).toBe('draft');
    expect(storedStatusOf('')).toBe('draft');
  });
});

describe('moderation buttons (spec section 4)', () => {
  const base = {
    isRequestedforSell: false,
    isApproved: false,
    isActive: true,
    invitation: null,
  } as const;

  // [case, seller, approve, reject, invite]
  it.each([
    ['flex, asked to sell', { accountType: 'flex', isRequestedforSell: true }, true, true, true],
    [
      'flex, asked, already invited',
      { accountType: 'flex', isRequestedforSell: true, invitation: 'invited' },
      true,
      true,
      false,
    ],
    ['flex, not asked', { accountType: 'flex' }, false, false, true],
    [
      'flex, not asked, invited',
      { accountType: 'flex', invitation: 'invited' },
      false,
      false,
      false,
    ],
    [
      'flex, invitation declined',
      { accountType: 'flex', invitation: 'rejected' },
      false,
      false,
      true,
    ],
    [
      'flex, invitation accepted',
      { accountType: 'flex', invitation: 'accepted' },
      false,
      false,
      true,
    ],
    [
      'flex, asked but rejected',
      { accountType: 'flex', isRequestedforSell: true, isActive: false },
      true,
      true,
      true,
    ],
    ['sell, pending', { accountType: 'sell' }, true, true, false],
    ['sell, approved', { accountType: 'sell', isApproved: true }, false, true, false],
    ['sell, rejected', { accountType: 'sell', isActive: false }, false, false, false],
    [
      'sell, approved then deactivated',
      { accountType: 'sell', isApproved: true, isActive: false },
      false,
      false,
      false,
    ],
    [
      'sell, asked to sell and pending',
      { accountType: 'sell', isRequestedforSell: true },
      true,
      true,
      false,
    ],
  ] as const)('%s', (_name, overrides, approve, reject, invite) => {
    expect(sellerActions({ ...base, ...overrides })).toEqual({ approve, reject, invite });
  });
});
