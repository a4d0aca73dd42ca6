import { verifyPassword } from '@drops/auth';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import { parseJson, toBool } from '../src/rows';
import { seedAdmin, seedDemo } from '../src/seed';

describe.each([
  ['MySQL', undefined],
  ['SQLite', 'sqlite:embedded'],
])('migrations and seeds on %s', (_name, url) => {
  let database: TestDatabase;
  const images = new Map<string, Buffer>();

  beforeAll(async () => {
    database = await createTestDatabase(url);
  });
  afterAll(async () => {
    await database.destroy();
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

  it('seeds the demo sellers, drops in each status and categories, once', async () => {
    const write = async (key: string, png: Buffer) => void images.set(key, png);
    await seedDemo(database.knex, write);
    await seedDemo(database.knex, write);
    const sellers = await database
      .knex('sellers')
      .select('account_type', 'is_approved')
      .orderBy('account_type');
    expect(sellers.map((row) => [row.account_type, toBool(row.is_approved)])).toEqual([
      ['flex', false],
      ['sell', true],
    ]);
    const statuses = await database.knex('products').distinct('status').pluck('status');
    expect(statuses.sort()).toEqual(['draft', 'paused', 'published']);
    const flexSelling = await database
      .knex('products')
      .join('sellers', 'sellers.id', 'products.seller_id')
      .where({ 'sellers.account_type': 'flex', 'products.selling': true })
      .count({ n: '*' });
    expect(Number(flexSelling[0]?.n)).toBe(0);
    expect(await database.knex('categories').pluck('name')).toEqual(
      expect.arrayContaining(['Fashion', 'Beauty', 'Wellness', 'Art', 'Other']),
    );
    const [key, png] = [...images.entries()][0]!;
    expect(key).toMatch(/^products\//);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  });
});
