import type { Product, Seller } from '@drops/contracts';

export const sellerId = '0123456789abcdef01234567';

export function makeSeller(changes: Partial<Seller> = {}): Seller {
  return {
    _id: sellerId,
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

let sequence = 0;

export function makeDrop(changes: Partial<Product> = {}): Product {
  sequence += 1;
  return {
    _id: `${'d'.repeat(20)}${String(sequence).padStart(4, '0')}`,
    name: `Drop ${sequence}`,
    description: '',
    brandName: '',
    category: 'tech',
    mainImage: '',
    mainImageUrl: '',
    visuals: [],
    galleryImageThumbNails: [],
    price: 1250.5,
    rrp: null,
    quantity: 7,
    purchaseUrl: '',
    launchDate: '2026-03-01T00:00:00.000Z',
    expiryDate: null,
    allowEarlyAccess: false,
    earlyUnits: null,
    timeWindow: null,
    unlockManyUnits: false,
    isNook: false,
    badge: false,
    tags: [],
    categories: [],
    curatedValueTag: [],
    variationsTitle: '',
    variationsObjects: [],
    features: [],
    feedbacks: [],
    isSeries: false,
    seriesName: '',
    collectionId: null,
    sellerId,
    selling: false,
    status: 'Published',
    phase: 'live',
    phaseChangesAt: null,
    timeZone: null,
    createdAt: '2026-02-14T09:30:00.000Z',
    updatedAt: '2026-02-14T09:30:00.000Z',
    version: 1,
    ...changes,
  };
}
