import { CountCache } from '@drops/catalog-service/count-cache';
import { insertProduct, insertSeller } from '../../../../test/fixtures';
import { adminForTests } from '../../../../test/helpers';

describe('CountCache', () => {
  it('computes every time what it may not keep', async () => {
    const cache = new CountCache();
    let calls = 0;
    const count = async () => ++calls;
    expect(await cache.get('k', count, () => false)).toBe(1);
    expect(await cache.get('k', count, () => false)).toBe(2);
  });

  it('reuses a kept count until it goes stale, then serves it once while refreshing', async () => {
    const cache = new CountCache({ ttlMs: 1000 });
    let value = 10;
    const count = async () => value;
    expect(await cache.get('k', count, () => true)).toBe(10);
    value = 11;
    expect(await cache.get('k', count, () => true)).toBe(10);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await cache.get('k', count, () => true)).toBe(10);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', count, () => true)).toBe(11);
  });

  it('shares one running count between concurrent callers', async () => {
    const cache = new CountCache();
    let calls = 0;
    const count = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 10));
    const results = await Promise.all([1, 2, 3].map(() => cache.get('k', count, () => false)));
    expect(results).toEqual([1, 1, 1]);
  });

  it('forgets the oldest entry beyond its size', async () => {
    const cache = new CountCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c'])
      await cache.get(
        key,
        async () => 1,
        () => true,
      );
    let recounted = false;
    await cache.get(
      'a',
      async () => ((recounted = true), 1),
      () => true,
    );
    expect(recounted).toBe(true);
  });
});

describe('product list totals', () => {
  const context = adminForTests();
  let sellerId: string;

  beforeAll(async () => {
    sellerId = await insertSeller(context.database.knex, { username: 'counter' });
    for (let index = 0; index < 3; index += 1)
      await insertProduct(context.database.knex, sellerId, { name: `Counted ${index}` });
  });

  it('are exact on a small table', async () => {
    const before = (
      await context.app.inject({ url: '/admin/products', headers: context.adminHeaders })
    ).json();
    await insertProduct(context.database.knex, sellerId, { name: 'Counted 3' });
    const after = (
      await context.app.inject({
        url: '/admin/products?search=counted',
        headers: context.adminHeaders,
      })
    ).json();
    expect(after.pagination.total).toBe(before.pagination.total + 1);
    const unfiltered = (
      await context.app.inject({ url: '/admin/products', headers: context.adminHeaders })
    ).json();
    expect(unfiltered.pagination.total).toBe(before.pagination.total + 1);
  });

  it('are reused for a while on a large table, then refreshed', async () => {
    const app = await context.adminWithCatalog({ largeTableRows: 1, counts: { ttlMs: 2000 } });
    try {
      const list = async () =>
        (
          await app.inject({ url: '/admin/products?search=counted', headers: context.adminHeaders })
        ).json().pagination.total as number;
      const first = await list();
      await insertProduct(context.database.knex, sellerId, { name: 'Counted later' });
      expect(await list()).toBe(first);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      // Stale: served once more while the count is refreshed in the background.
      expect(await list()).toBe(first);
      let refreshed = await list();
      for (let attempt = 0; refreshed === first && attempt < 50; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        refreshed = await list();
      }
      expect(refreshed).toBe(first + 1);
    } finally {
      await app.close();
    }
  });
});
