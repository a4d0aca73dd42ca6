import { sellerMessages, serverMessages, type Product } from '@drops/contracts';
import { newId } from '@drops/db';
import {
  bearer,
  catalogForTests,
  insertSeller,
  postDrop,
  sellDrop,
} from '../../../../test/fixtures';

const catalog = catalogForTests();
let alice: string;
let bob: string;
let aliceDrop: Product;
let aliceCollection: string;

beforeAll(async () => {
  alice = await insertSeller(catalog.database.knex, { accountType: 'sell' });
  bob = await insertSeller(catalog.database.knex, { accountType: 'sell' });
  const collection = await catalog.app.inject({
    method: 'POST',
    url: '/collections',
    headers: bearer(catalog.app, alice),
    payload: { collectionName: 'Alice series' },
  });
  aliceCollection = collection.json().data._id;
  const created = await postDrop(catalog.app, alice, sellDrop({ collectionId: aliceCollection }));
  aliceDrop = created.json().data;
});

async function aliceDropUnchanged(): Promise<void> {
  const response = await catalog.app.inject({
    url: `/seller/products/${aliceDrop._id}`,
    headers: bearer(catalog.app, alice),
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual(aliceDrop);
}

describe("a seller cannot read or change another seller's drops (BOLA)", () => {
  const routes = () => [
    { method: 'GET' as const, url: `/seller/products/${aliceDrop._id}?sellerId=${alice}` },
    {
      method: 'PUT' as const,
      url: `/seller/products/${aliceDrop._id}`,
      payload: { name: 'Taken over', sellerId: alice },
    },
    {
      method: 'PUT' as const,
      url: `/seller/products/${aliceDrop._id}/status`,
      payload: { sellerId: alice, status: 'Draft' },
    },
    { method: 'DELETE' as const, url: `/seller/products/${aliceDrop._id}?sellerId=${alice}` },
  ];

  it("answers 404 for every route on Alice's drop with Bob's token, even naming Alice", async () => {
    for (const route of routes()) {
      const response = await catalog.app.inject({ ...route, headers: bearer(catalog.app, bob) });
      expect([route.method, route.url, response.statusCode]).toEqual([
        route.method,
        route.url,
        404,
      ]);
      expect(response.json()).toMatchObject({ success: false, code: 'PRODUCT_NOT_FOUND' });
    }
    await aliceDropUnchanged();
  });

  it('creates for the caller whatever sellerId the body names', async () => {
    const response = await postDrop(catalog.app, bob, { name: 'Mine', sellerId: alice });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.sellerId).toBe(bob);
    const aliceList = await catalog.app.inject({
      url: `/seller/products?sellerId=${alice}`,
      headers: bearer(catalog.app, alice),
    });
    expect(aliceList.json().data.map((product: Product) => product._id)).toEqual([aliceDrop._id]);
  });

  it("lists and counts only the caller's drops, whatever sellerId the query names", async () => {
    const list = await catalog.app.inject({
      url: `/seller/products?sellerId=${alice}`,
      headers: bearer(catalog.app, bob),
    });
    expect(list.json().data.map((product: Product) => product.name)).toEqual(['Mine']);
    const stats = await catalog.app.inject({
      url: `/seller/products/stats?sellerId=${alice}`,
      headers: bearer(catalog.app, bob),
    });
    expect(stats.json().data.total).toBe(1);
  });

  it("refuses to file a drop under Alice's collection", async () => {
    const response = await postDrop(catalog.app, bob, {
      name: 'Sneaky',
      collectionId: aliceCollection,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ collectionId: serverMessages.invalidValue });
  });
});

describe('who may call the drop routes at all', () => {
  const everyRoute = () => [
    { method: 'GET' as const, url: '/seller/products' },
    { method: 'GET' as const, url: '/seller/products/stats' },
    { method: 'POST' as const, url: '/seller/products', payload: { name: 'x' } },
    { method: 'GET' as const, url: `/seller/products/${aliceDrop._id}` },
    { method: 'PUT' as const, url: `/seller/products/${aliceDrop._id}`, payload: { name: 'x' } },
    {
      method: 'PUT' as const,
      url: `/seller/products/${aliceDrop._id}/status`,
      payload: { status: 'Draft' },
    },
    { method: 'DELETE' as const, url: `/seller/products/${aliceDrop._id}` },
  ];

  it('answers 401 without a seller token, with an administrator token, or for a seller that no longer exists', async () => {
    const headers = [
      {},
      { authorization: 'Bearer not-a-token' },
      { authorization: `Bearer ${catalog.app.signToken('admin', alice)}` },
      bearer(catalog.app, newId()),
    ];
    for (const route of everyRoute())
      for (const header of headers) {
        const response = await catalog.app.inject({ ...route, headers: header });
        expect([route.method, route.url, response.statusCode]).toEqual([
          route.method,
          route.url,
          401,
        ]);
        expect(response.json()).toMatchObject({
          success: false,
          error: sellerMessages.mustBeLoggedIn,
        });
      }
    await aliceDropUnchanged();
  });

  it('answers 403 to a rejected (inactive) seller', async () => {
    const rejected = await insertSeller(catalog.database.knex, { isActive: false });
    for (const route of everyRoute()) {
      const response = await catalog.app.inject({
        ...route,
        headers: bearer(catalog.app, rejected),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(serverMessages.accountRejected);
    }
  });
});
