import { gunzipSync } from 'node:zlib';
import type { Product } from '@drops/contracts';
import { bumpCatalogVersion } from '../../../shared/catalog-versions';
import { bearer, catalogForTests, insertSeller, sellDrop } from '../../../../test/fixtures';

/**
 * The unfiltered list is served from memory under the seller's catalog version: every change
 * through the API shows at once, a change from elsewhere shows once the version moves, and a
 * drop that is Upcoming turns Published at its launch even though nothing was written.
 */
const catalog = catalogForTests();
let sellerId: string;

beforeAll(async () => {
  sellerId = await insertSeller(catalog.database.knex, { accountType: 'sell' });
});

async function call(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await catalog.app.inject({
    method,
    url,
    headers: bearer(catalog.app, sellerId),
    payload,
  });
  expect(response.statusCode).toBeLessThan(300);
  return response.json().data;
}

async function listed(query = '?limit=100'): Promise<Product[]> {
  const response = await catalog.app.inject({
    url: `/seller/products${query}`,
    headers: bearer(catalog.app, sellerId),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json().data;
}

const summary = (products: Product[]) =>
  products.map(
    (product) => `${product.name}|${product.status}|${product.collectionId?.collectionName ?? '-'}`,
  );

it('shows every change made through the API on the next read', async () => {
  expect(await listed()).toEqual([]);
  const collection = await call('POST', '/collections', { collectionName: 'Winter' });
  const drop: Product = await call(
    'POST',
    '/seller/products',
    sellDrop({ name: 'Coat', collectionId: collection._id }),
  );
  expect(summary(await listed())).toEqual(['Coat|Published|Winter']);
  // The same answer twice in a row, from memory the second time.
  expect(await listed()).toEqual(await listed());

  await call('PUT', `/seller/products/${drop._id}`, { name: 'Long Coat' });
  expect(summary(await listed())).toEqual(['Long Coat|Published|Winter']);
  await call('PUT', `/collections/${collection._id}`, { collectionName: 'Snow' });
  expect(summary(await listed())).toEqual(['Long Coat|Published|Snow']);
  await call('PUT', `/seller/products/${drop._id}/status`, { status: 'Draft' });
  expect(summary(await listed())).toEqual(['Long Coat|Draft|Snow']);
  await call('DELETE', `/collections/${collection._id}`);
  expect(summary(await listed())).toEqual(['Long Coat|Draft|-']);
  await call('POST', '/seller/products', { name: 'Scarf' });
  expect(summary(await listed())).toEqual(['Scarf|Draft|-', 'Long Coat|Draft|-']);
  await call('DELETE', `/seller/products/${drop._id}`);
  expect(summary(await listed())).toEqual(['Scarf|Draft|-']);
});

it('shows a change made elsewhere once the catalog version moves, and never caches filtered lists', async () => {
  const [scarf] = await listed();
  const db = catalog.database.knex;
  await db('products').where({ id: scarf?._id }).update({ badge: true });
  // Filtered lists are read from the database every time.
  expect((await listed('?limit=100&status=Badges')).map((product) => product.name)).toEqual([
    'Scarf',
  ]);
  // The unfiltered page in memory still holds the old row: nothing told it about the change...
  expect((await listed())[0]?.badge).toBe(false);
  // ...until the version moves, as the administrator's badge toggle does.
  await bumpCatalogVersion(db, sellerId);
  expect((await listed())[0]?.badge).toBe(true);
});

it('turns an Upcoming drop Published at its launch date', async () => {
  const launch = new Date(Date.now() + 1500).toISOString();
  await call('POST', '/seller/products', sellDrop({ name: 'Soon', launchDate: launch }));
  expect((await listed())[0]).toMatchObject({ name: 'Soon', status: 'Upcoming' });
  expect((await listed())[0]?.status).toBe('Upcoming');
  await new Promise((resolve) => setTimeout(resolve, Date.parse(launch) - Date.now() + 50));
  expect((await listed())[0]).toMatchObject({ name: 'Soon', status: 'Published' });
});

it('keeps pages of different sizes apart', async () => {
  const firstOnly = await listed('?limit=1');
  const all = await listed('?limit=100');
  expect(firstOnly).toHaveLength(1);
  expect(all.length).toBeGreaterThan(1);
  expect((await listed('?limit=1&page=2'))[0]?._id).toBe(all[1]?._id);
});

describe('encoding', () => {
  async function read(acceptEncoding: string) {
    const response = await catalog.app.inject({
      url: '/seller/products?limit=100',
      headers: { ...bearer(catalog.app, sellerId), 'accept-encoding': acceptEncoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toBe('accept-encoding');
    return response;
  }

  it('sends the page gzip-encoded to a client that takes gzip, on the first read and from memory', async () => {
    await call('POST', '/seller/products', { name: 'Gloves' });
    const plain = (await read('identity')).json();
    for (const attempt of ['first', 'kept']) {
      const encoded = await read('gzip, deflate, br, zstd');
      expect([attempt, encoded.headers['content-encoding']]).toEqual([attempt, 'gzip']);
      expect(JSON.parse(gunzipSync(encoded.rawPayload).toString('utf8'))).toEqual(plain);
      expect(encoded.rawPayload.length).toBeLessThan(JSON.stringify(plain).length);
    }
  });

  it.each(['identity', 'br', 'gzip;q=0, identity', ''])(
    'sends plain JSON when the client asks for %j',
    async (acceptEncoding) => {
      const response = await read(acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json().success).toBe(true);
    },
  );
});
