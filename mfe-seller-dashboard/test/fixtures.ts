import type { Product } from '@drops/contracts';
import { makeSeller } from '@drops/session/testing';

export { makeSeller };

export const sellerId = makeSeller()._id;

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
    sku: '',
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
