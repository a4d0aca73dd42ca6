import type { Knex } from 'knex';
import { newId, toJson } from '@drops/db';
import { productColumnsOf, type ProductFields } from '@drops/catalog-service/rows';
import { newSellerRow, type NewSellerValues } from '@drops/seller-service/rows';

/**
 * Rows written straight to the owners' tables (the tests share one database among the three
 * services), as the seller and catalog services would leave them.
 */

export interface SellerFixture extends Partial<NewSellerValues> {
  username: string;
  createdAt?: number;
  isRequestedforSell?: boolean;
  followersCount?: number;
  sales?: number;
}

export async function insertSeller(db: Knex, fixture: SellerFixture): Promise<string> {
  const id = newId();
  const now = fixture.createdAt ?? Date.now();
  const values: NewSellerValues = {
    email: `${fixture.username.toLowerCase()}@example.com`,
    passwordHash: 'scrypt$16384$8$1$AAAA$AAAA',
    fullName: '',
    accountType: 'flex',
    roles: ['creator'],
    somethingElseText: '',
    profileImage: 'seller-profiles/avatar.png',
    country: 'GB',
    bio: 'A bio',
    portfolioLink: '',
    moodboardImage: '',
    vision: '',
    isApproved: false,
    isActive: true,
    firstLogin: false,
    invitation: null,
    ...fixture,
  };
  await db('sellers').insert({
    ...newSellerRow(id, values, now),
    is_requested_for_sell: fixture.isRequestedforSell ?? false,
    followers_count: fixture.followersCount ?? 0,
    sales: fixture.sales ?? 0,
  });
  return id;
}

export interface ProductFixture extends Partial<Omit<ProductFields, 'status'>> {
  name: string;
  /** Stored as given, so a test can leave an unknown status behind. */
  status?: string;
  createdAt?: number;
}

export async function insertProduct(
  db: Knex,
  sellerId: string,
  fixture: ProductFixture,
): Promise<string> {
  const id = newId();
  const now = fixture.createdAt ?? Date.now();
  const { status = 'draft', createdAt: _createdAt, ...fields } = fixture;
  const defaults: Partial<ProductFields> = {
    description: '',
    brandName: '',
    category: '',
    mainImage: '',
    visuals: [],
    purchaseUrl: '',
    tags: [],
    categories: [],
    curatedValueTag: [],
    variationsObjects: [],
    features: [],
    feedbacks: [],
  };
  await db('products').insert({
    ...productColumnsOf({ ...defaults, ...fields }),
    id,
    seller_id: sellerId,
    status,
    visuals: toJson(fields.visuals ?? []),
    created_at: now,
    updated_at: now,
  });
  return id;
}
