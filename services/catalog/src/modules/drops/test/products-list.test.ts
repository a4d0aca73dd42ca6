import type { Product } from '@drops/contracts';
import {
  bearer,
  catalogForTests,
  daysFromNow,
  flexDrop,
  insertSeller,
  postDrop,
  sellDrop,
} from '../../../../test/fixtures';

const catalog = catalogForTests();
let sellerId: string;
const ids: Record<string, string> = {};

async function create(payload: Record<string, unknown>, owner = sellerId): Promise<Product> {
  const response = await postDrop(catalog.app, owner, payload);
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

async function list(query = '', owner = sellerId) {
  return catalog.app.inject({
    url: `/seller/products${query}`,
    headers: bearer(catalog.app, owner),
  });
}

async function names(query: string): Promise<string[]> {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return response.json().data.map((product: Product) => product.name);
}

/** One creation time each, a second apart, so "newest first" cannot depend on timing. */
async function spaceCreationTimes(): Promise<void> {
  const order = [ids.live, ids.soon, ids.draft, ids.badged];
  for (const [index, id] of order.entries())
    await catalog.database
      .knex('products')
      .where({ id })
      .update({ created_at: 1_700_000_000_000 + index * 1000 });
}

beforeAll(async () => {
  sellerId = await insertSeller(catalog.database.knex, { accountType: 'sell' });
  // Created one after another, so "newest first" is the reverse of this order.
  ids.live = (await create(sellDrop({ name: 'Live Jacket', brandName: 'North Yard' })))._id;
  ids.soon = (
    await create(sellDrop({ name: 'Soon Lamp', brandName: 'Lumen', launchDate: daysFromNow(10) }))
  )._id;
  ids.draft = (await create({ name: 'Draft 100% Wool', brandName: 'Under_Score' }))._id;
  ids.badged = (await create(sellDrop({ name: 'Badged Print', brandName: 'Gallery' })))._id;
  await catalog.database.knex('products').where({ id: ids.badged }).update({ badge: true });
  await spaceCreationTimes();
  const other = await insertSeller(catalog.database.knex, { accountType: 'flex' });
  await create(flexDrop({ name: 'Live Jacket of someone else' }), other);
});

describe('GET /seller/products', () => {
  it("lists the caller's drops newest first with pagination", async () => {
    const response = await list(`?sellerId=${sellerId}&limit=100`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.map((product: Product) => product.name)).toEqual([
      'Badged Print',
      'Draft 100% Wool',
      'Soon Lamp',
      'Live Jacket',
    ]);
    expect(body.pagination).toEqual({ page: 1, limit: 100, total: 4, pages: 1 });
  });

  it('defaults to a limit of 100', async () => {
    expect((await list()).json().pagination).toEqual({ page: 1, limit: 100, total: 4, pages: 1 });
  });

  it('filters by status, in any letter case', async () => {
    expect(await names('?status=Published')).toEqual(['Badged Print', 'Live Jacket']);
    expect(await names('?status=published')).toEqual(['Badged Print', 'Live Jacket']);
    expect(await names('?status=Upcoming')).toEqual(['Soon Lamp']);
    expect(await names('?status=DRAFT')).toEqual(['Draft 100% Wool']);
    expect(await names('?status=Badges')).toEqual(['Badged Print']);
    for (const all of ['All', 'all', 'All%20Status', ''])
      expect(await names(`?status=${all}`)).toHaveLength(4);
  });

  it('labels each drop with its seller-side status', async () => {
    const byName = Object.fromEntries(
      (await list()).json().data.map((product: Product) => [product.name, product.status]),
    );
    expect(byName).toEqual({
      'Badged Print': 'Published',
      'Draft 100% Wool': 'Draft',
      'Soon Lamp': 'Upcoming',
      'Live Jacket': 'Published',
    });
  });

  it('searches name and brand, trimmed, case-insensitively, with LIKE characters taken literally', async () => {
    expect(await names('?search=%20jacket%20')).toEqual(['Live Jacket']);
    expect(await names('?search=north')).toEqual(['Live Jacket']);
    expect(await names('?search=100%25')).toEqual(['Draft 100% Wool']);
    expect(await names('?search=_')).toEqual(['Draft 100% Wool']);
    expect(await names('?search=%25')).toEqual(['Draft 100% Wool']);
    expect(await names('?search=nothing-like-this')).toEqual([]);
    expect(await names('?search=lamp&status=upcoming')).toEqual(['Soon Lamp']);
  });

  it('pages through with limit and page', async () => {
    const first = (await list('?limit=3&page=1')).json();
    expect(first.data).toHaveLength(3);
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: 4, pages: 2 });
    const second = (await list('?limit=3&page=2')).json();
    expect(second.data.map((product: Product) => product.name)).toEqual(['Live Jacket']);
    const beyond = (await list('?limit=3&page=9')).json();
    expect(beyond).toEqual({
      success: true,
      data: [],
      pagination: { page: 9, limit: 3, total: 4, pages: 2 },
    });
    expect((await list('?limit=1')).json().data).toHaveLength(1);
    const exact = (await list('?limit=4')).json();
    expect(exact.data).toHaveLength(4);
    expect(exact.pagination).toEqual({ page: 1, limit: 4, total: 4, pages: 1 });
    const lastFull = (await list('?limit=2&page=2')).json();
    expect(lastFull.data).toHaveLength(2);
    expect(lastFull.pagination).toEqual({ page: 2, limit: 2, total: 4, pages: 2 });
  });

  it('refuses a limit outside 1..100 and a bad page or status', async () => {
    for (const query of [
      '?limit=101',
      '?limit=0',
      '?limit=-5',
      '?limit=1e9',
      '?limit=abc',
      '?limit=2.5',
      '?page=0',
      '?page=-1',
      '?page=99999999999',
      '?status=Paused',
      `?search=${'x'.repeat(101)}`,
      '?sellerId=not-an-id',
      "?sellerId=1'%20OR%20'1'='1",
    ]) {
      const response = await list(query);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json().success).toBe(false);
    }
  });

  it('takes an SQL-looking search as text', async () => {
    expect(await names('?search=%27%20OR%201%3D1%20--')).toEqual([]);
    expect(await names('?search=%22%3B%20DROP%20TABLE%20products%3B%20--')).toEqual([]);
    expect((await list()).json().pagination.total).toBe(4);
  });

  it("never lists another seller's drops, whatever sellerId is sent", async () => {
    const other = await insertSeller(catalog.database.knex, { accountType: 'sell' });
    const response = await list(`?sellerId=${sellerId}`, other);
    expect(response.json()).toEqual({
      success: true,
      data: [],
      pagination: { page: 1, limit: 100, total: 0, pages: 0 },
    });
  });
});

describe('GET /seller/products/stats', () => {
  it("counts the caller's drops per filter", async () => {
    const response = await catalog.app.inject({
      url: '/seller/products/stats',
      headers: bearer(catalog.app, sellerId),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { total: 4, published: 2, draft: 1, upcoming: 1, badged: 1, selling: 3 },
    });
  });

  it('answers zeros for a seller with no drops', async () => {
    await spaceCreationTimes();
    const other = await insertSeller(catalog.database.knex, { accountType: 'flex' });
    const response = await catalog.app.inject({
      url: '/seller/products/stats',
      headers: bearer(catalog.app, other),
    });
    expect(response.json().data).toEqual({
      total: 0,
      published: 0,
      draft: 0,
      upcoming: 0,
      badged: 0,
      selling: 0,
    });
  });
});
