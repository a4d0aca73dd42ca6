import { Outbox } from '@drops/db';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { emptyProductFields } from '../src/modules/drops/domain/product-rules';
import { createCollectionsRepository } from '../src/modules/collections/collections-repository';
import { catalogMigrations } from '../src/app';
import { createProductsRepository } from '../src/modules/drops/products-repository';
import { createPhaseJobsRepository } from '../src/modules/phases/phase-jobs-repository';
import { systemClock } from '../src/shared/clock';
import { productQuery, type ProductFields } from '../src/modules/drops/product-row';
import { toAdminProduct } from '../src/modules/drops/product-views';
import { createSellerAccountsRepository } from '../src/shared/seller-accounts/seller-accounts-repository';
import { insertSeller } from './fixtures';

/**
 * The repositories against both databases the product runs on: MariaDB (the target) and the
 * embedded SQLite default. They disagree on booleans, JSON and decimals; the row mapping must not.
 */
/** An outbox with no subscribers: events are recorded, as the service does before any subscribe. */
const outboxOf = (db: ConstructorParameters<typeof Outbox>[0]) =>
  new Outbox(db, { owner: 'catalog', subscribers: [], deliver: async () => {} });
const phaseJobsOf = (db: ConstructorParameters<typeof Outbox>[0]) =>
  createPhaseJobsRepository(db, outboxOf(db), { clock: systemClock });

describe.each([
  ['MariaDB', undefined],
  ['SQLite', 'sqlite:x'],
])('catalog repositories on %s', (_label, url) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(url, [catalogMigrations]);
  });

  afterAll(async () => {
    await database.destroy();
  });

  const now = Date.UTC(2030, 0, 1);
  const full = (collectionId: string | null): ProductFields => ({
    name: 'Round Trip',
    description: 'Every column',
    brandName: 'Brand',
    category: 'tech',
    mainImage: 'products/main.png',
    visuals: [
      { type: 'video', url: 'products/v.mp4', thumbnail: 'products/v.png' },
      { type: 'image', url: 'https://cdn.example.com/i.png' },
    ],
    price: 19.99,
    rrp: 1234567.5,
    quantity: 7,
    purchaseUrl: 'https://shop.example.com/x',
    launchDate: now - 1000,
    expiryDate: now + 86_400_000,
    allowEarlyAccess: true,
    earlyUnits: 3,
    timeWindow: '72H',
    unlockManyUnits: true,
    isNook: true,
    badge: true,
    tags: ['one', 'two'],
    categories: ['a'],
    curatedValueTag: ['Price & Access'],
    variationsTitle: 'Size',
    variationsObjects: [{ name: 'Size', data: 'S: 1, M: 2' }],
    features: ['f'],
    feedbacks: ['g'],
    isSeries: true,
    seriesName: 'Series',
    collectionId,
    status: 'published',
    selling: true,
    timeZone: 'Europe/London',
    sku: 'RT-001',
  });

  it('round-trips every field of a drop, with the collection name joined', async () => {
    const db = database.knex;
    const sellerId = await insertSeller(db, { accountType: 'sell' });
    const collections = createCollectionsRepository(db);
    const products = createProductsRepository(db, outboxOf(db), phaseJobsOf(db));
    const collection = await collections.insert(sellerId, { name: 'Series', key: 'series' });
    const id = await products.insert(sellerId, full(collection._id));
    const owned = await products.findOwned(sellerId, id, now);
    expect(owned?.fields).toEqual(full(collection._id));
    expect(owned?.product).toMatchObject({
      _id: id,
      sellerId,
      status: 'Published',
      badge: true,
      selling: true,
      price: 19.99,
      rrp: 1234567.5,
      launchDate: new Date(now - 1000).toISOString(),
      collectionId: { _id: collection._id, collectionName: 'Series' },
      mainImageUrl: 'products/main.png',
      galleryImageThumbNails: ['https://cdn.example.com/i.png'],
    });
    const row = await productQuery(db).where('products.id', id).first();
    expect(toAdminProduct(row)).toMatchObject({ status: 'published', badge: true });
    expect(await products.findOwned('f'.repeat(24), id)).toBeNull();
  });

  it('stores an empty drop and rounds prices to two decimals', async () => {
    const db = database.knex;
    const sellerId = await insertSeller(db, { accountType: 'flex' });
    const products = createProductsRepository(db, outboxOf(db), phaseJobsOf(db));
    const id = await products.insert(sellerId, {
      ...emptyProductFields,
      name: 'Bare',
      price: 10.005,
    });
    const owned = await products.findOwned(sellerId, id, now);
    expect(owned?.fields).toEqual({ ...emptyProductFields, name: 'Bare', price: 10.01 });
    expect(owned?.product).toMatchObject({ status: 'Draft', collectionId: null, launchDate: null });
  });

  it('filters, searches, pages and counts', async () => {
    const db = database.knex;
    const sellerId = await insertSeller(db, { accountType: 'sell' });
    const products = createProductsRepository(db, outboxOf(db), phaseJobsOf(db));
    const base = { ...emptyProductFields };
    await products.insert(sellerId, { ...base, name: 'Live', status: 'published', selling: true });
    await products.insert(sellerId, {
      ...base,
      name: 'Soon',
      status: 'published',
      launchDate: now + 1,
    });
    await products.insert(sellerId, { ...base, name: 'Paused 50%', status: 'paused' });
    await products.insert(sellerId, { ...base, name: 'Badge', badge: true });
    const names = async (
      filter: 'all' | 'published' | 'draft' | 'upcoming' | 'badges',
      search = '',
    ) =>
      (await products.list(sellerId, { filter, search, limit: 100, page: 1, now })).products
        .map((product) => product.name)
        .sort();
    expect(await names('all')).toEqual(['Badge', 'Live', 'Paused 50%', 'Soon']);
    expect(await names('published')).toEqual(['Live']);
    expect(await names('upcoming')).toEqual(['Soon']);
    expect(await names('draft')).toEqual(['Badge', 'Paused 50%']);
    expect(await names('badges')).toEqual(['Badge']);
    expect(await names('all', '50%')).toEqual(['Paused 50%']);
    expect(await names('all', 'LIVE')).toEqual(['Live']);
    const paged = await products.list(sellerId, {
      filter: 'all',
      search: '',
      limit: 3,
      page: 2,
      now,
    });
    expect(paged.total).toBe(4);
    expect(paged.products).toHaveLength(1);
    expect(await products.stats(sellerId, now)).toEqual({
      total: 4,
      published: 1,
      draft: 2,
      upcoming: 1,
      badged: 1,
      selling: 1,
    });
  });

  it('updates, detaches a collection and deletes, only for the owner, raising the catalog version', async () => {
    const db = database.knex;
    const sellerId = await insertSeller(db, { accountType: 'sell' });
    const other = await insertSeller(db, { accountType: 'sell' });
    const collections = createCollectionsRepository(db);
    const products = createProductsRepository(db, outboxOf(db), phaseJobsOf(db));
    const accounts = createSellerAccountsRepository(db);
    const versionOf = async (id: string) => (await accounts.findAccount(id))?.catalogVersion;

    const collection = await collections.insert(sellerId, { name: 'C', key: 'c' });
    expect(await versionOf(sellerId)).toBe(0);
    const id = await products.insert(sellerId, {
      ...emptyProductFields,
      name: 'x',
      collectionId: collection._id,
    });
    expect(await versionOf(sellerId)).toBe(1);
    expect(await products.update(other, id, { name: 'stolen' })).toBeNull();
    expect(await versionOf(other)).toBe(0);
    expect(await products.update(sellerId, id, { name: 'renamed', tags: ['t'] })).toMatchObject({
      name: 'renamed',
    });
    expect(await versionOf(sellerId)).toBe(2);
    expect(await collections.rename(sellerId, collection._id, { name: 'D', key: 'd' })).toBe(true);
    expect(await versionOf(sellerId)).toBe(3);
    await db.transaction(async (trx) => {
      await products.detachCollection(sellerId, collection._id, trx);
      expect(await collections.remove(sellerId, collection._id, trx)).toBe(true);
    });
    expect(await versionOf(sellerId)).toBe(4);
    const owned = await products.findOwned(sellerId, id);
    expect(owned?.fields).toMatchObject({ name: 'renamed', tags: ['t'], collectionId: null });
    expect(await products.remove(other, id)).toBe(false);
    expect(await products.remove(sellerId, id)).toBe(true);
    expect(await versionOf(sellerId)).toBe(5);
    expect(await versionOf(other)).toBe(0);
  });

  it('keeps collection names unique per seller and reads seller accounts', async () => {
    const db = database.knex;
    const sellerId = await insertSeller(db, { accountType: 'flex', isActive: false });
    const collections = createCollectionsRepository(db);
    const created = await collections.insert(sellerId, { name: 'Name', key: 'name' });
    expect(await collections.nameTaken(sellerId, 'name')).toBe(true);
    expect(await collections.nameTaken(sellerId, 'name', created._id)).toBe(false);
    await expect(collections.insert(sellerId, { name: 'NAME', key: 'name' })).rejects.toMatchObject(
      {
        code: expect.stringMatching(/ER_DUP_ENTRY|SQLITE_CONSTRAINT_UNIQUE/),
      },
    );
    expect(await collections.list(sellerId)).toEqual([created]);
    expect(await createSellerAccountsRepository(db).findAccount(sellerId)).toEqual({
      id: sellerId,
      accountType: 'flex',
      isApproved: false,
      isActive: false,
      catalogVersion: 0,
    });
    expect(await createSellerAccountsRepository(db).findAccount('0'.repeat(24))).toBeNull();
  });
});
