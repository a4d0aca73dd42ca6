import type { Seller } from '@drops/contracts';

/**
 * For tests: a seller as the server answers one (an approved sell account, past its first
 * login), with `changes`. Not part of the browser bundle.
 */
export function makeSeller(changes: Partial<Seller> = {}): Seller {
  return {
    _id: '0123456789abcdef01234567',
    username: 'maker',
    email: 'maker@drops.test',
    fullName: '',
    accountType: 'sell',
    role: ['creator'],
    roles: ['creator'],
    somethingElseText: '',
    profileImage: '',
    country: 'GB',
    bio: 'bio',
    portfolioLink: '',
    moodboardImage: '',
    vision: '',
    isPrivateProfile: false,
    isRequestedforSell: false,
    isApproved: true,
    isActive: true,
    invitation: null,
    firstLogin: false,
    followersCount: 0,
    sales: 0,
    trustScore: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...changes,
  };
}
