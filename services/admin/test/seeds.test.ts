import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verifyPassword } from '@drops/auth';
import { thumbnailFormats, thumbnailKeyOf } from '@drops/contracts';
import { Outbox, parseJson, toBool } from '@drops/db';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { catalogMigrations } from '@drops/catalog-service/migrations';
import { seedDrops } from '@drops/catalog-service/seed';
import { createStorage, type Storage } from '@drops/catalog-service/storage';
import { sellerMigrations } from '@drops/seller-service/migrations';
import { demoSellerIds, seedSellers } from '@drops/seller-service/seed';
import { adminMigrations } from '../src/migrations';
import { seedAdmin, seedCategories } from '../src/seed';

/** The three services' seeds, as `npm start` runs them: each writes its own tables, once. */
describe.each([
  ['MySQL', undefined],
  ['SQLite', 'sqlite:embedded'],
])('migrations and seeds on %s', (_name, url) => {
  let database: TestDatabase;
  let directory: string;
  let storage: Storage;

  beforeAll(async () => {
    database = await createTestDatabase(url, [
      sellerMigrations,
      catalogMigrations,
      adminMigrations,
    ]);
    // The local disk `npm start` keeps files on, in a folder of this test's own.
    directory = await mkdtemp(path.join(tmpdir(), 'seeds-test-'));
    storage = createStorage({
      kind: 'local',
      directory,
      signingSecret: 'seeds-test-signing-secret',
      publicBaseUrl: 'http://localhost:8080/api/v1/s3/files',
    });
  });
  afterAll(async () => {
    await database.destroy();
    await rm(directory, { recursive: true, force: true });
  });

  it('seeds one administrator with a hashed password, once', async () => {
    await seedAdmin(database.knex, { email: ' Boss@Drops.Local ', password: 'a-strong-password' });
    await seedAdmin(database.knex, { email: 'boss@drops.local', password: 'another-password' });
    const admins = await database.knex('admin_users').select();
    expect(admins).toHaveLength(1);
    expect(admins[0].email).toBe('boss@drops.local');
    expect(parseJson(admins[0].permissions, {})).toEqual({ admin: true });
    expect(await verifyPassword('a-strong-password', admins[0].password_hash)).toBe(true);
  });

  it('seeds the demo sellers with their events, drops in each status and categories, once', async () => {
    const outbox = new Outbox(database.knex, {
      owner: 'seller',
      subscribers: [{ name: 'catalog', types: ['seller.'] }],
      deliver: async () => {},
    });
    for (let run = 0; run < 2; run += 1) {
      await seedSellers(database.knex, outbox);
      await seedDrops(database.knex, storage);
      await seedCategories(database.knex);
    }
    const sellers = await database
      .knex('sellers')
      .select('id', 'account_type', 'is_approved')
      .orderBy('account_type');
    expect(sellers.map((row) => [row.id, row.account_type, toBool(row.is_approved)])).toEqual([
      [demoSellerIds.flex, 'flex', false],
      [demoSellerIds.sell, 'sell', true],
    ]);
    // Both registrations wait for the catalog in the seller service's outbox.
    expect((await outbox.backlog())[0]).toMatchObject({ subscriber: 'catalog', undelivered: 2 });
    const statuses = await database.knex('products').distinct('status').pluck('status');
    expect(statuses.sort()).toEqual(['draft', 'paused', 'published']);
    const flexSelling = await database
      .knex('products')
      .where({ seller_id: demoSellerIds.flex, selling: true })
      .count({ n: '*' });
    expect(Number(flexSelling[0]?.n)).toBe(0);
    expect(await database.knex('categories').pluck('name')).toEqual(
      expect.arrayContaining(['Fashion', 'Beauty', 'Wellness', 'Art', 'Other']),
    );
    expect(await database.knex('categories').count({ n: '*' })).toEqual([{ n: 5 }]);
  });

  it('stores the picture of each demo drop with its thumbnails made, as for an upload', async () => {
    const keys: string[] = await database.knex('products').pluck('main_image');
    expect(keys).toHaveLength(6);
    for (const key of keys) {
      expect(key).toMatch(/^products\/demo\/[a-z0-9-]+\.png$/);
      const png = await storage.readBytes(key);
      expect(png?.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      // The job an upload queues, done: 240 px pictures get the 96 px width, in both formats.
      const job = await database.knex('image_thumbnails').where('source_key', key).first();
      expect([job?.status, job?.widths]).toEqual(['ready', '[96]']);
      for (const format of thumbnailFormats)
        expect(await storage.exists(thumbnailKeyOf(key, 96, format))).toBe(true);
    }
  });
});
