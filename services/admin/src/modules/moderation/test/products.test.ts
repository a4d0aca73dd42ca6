import {
  adminMessages,
  adminServerMessages,
  serverMessages,
  type AdminProduct,
} from '@drops/contracts';
import { newId } from '@drops/db';
import type { ServiceApp } from '@drops/service-kit';
import type { SearchStrategy } from '@drops/catalog-service/moderation';
import { insertProduct, insertSeller } from '../../../../test/fixtures';
import { adminForTests } from '../../../../test/helpers';
import { searchMatches } from '../../../../test/product-expectations';

const context = adminForTests();

interface Fixture {
  id: string;
  name: string;
  brandName: string;
  category: string;
  status: string;
  badge: boolean;
  sellerId: string;
  createdAt: number;
}

const base = Date.UTC(2025, 2, 1);
const names = [
  'Velvet Jacket',
  'Amber Lamp',
  'The Ox Chair',
  'Cobalt Ring',
  'Paper Zine',
  '100%_sale Tote',
];
const brands = ['Acme', 'Studio North', '', 'Velvetine'];
const categories = [
  'fashion',
  'Fashion',
  'BEAUTY',
  'wellness',
  'art',
  'tech',
  'music',
  'lifestyle',
  '',
];
const statuses = ['published', 'draft', 'paused'];
const fixtures: Fixture[] = [];
const owners: Record<string, { username: string; accountType: 'flex' | 'sell' }> = {};

beforeAll(async () => {
  const db = context.database.knex;
  const ana = await insertSeller(db, { username: 'ana', accountType: 'sell', isApproved: true });
  const ben = await insertSeller(db, { username: 'ben', accountType: 'flex' });
  owners[ana] = { username: 'ana', accountType: 'sell' };
  owners[ben] = { username: 'ben', accountType: 'flex' };
  for (let index = 0; index < 30; index += 1) {
    const fixture = {
      name: `${names[index % names.length]} ${index}`,
      brandName: brands[index % brands.length] as string,
      category: categories[index % categories.length] as string,
      status: index === 29 ? 'archived' : (statuses[index % statuses.length] as string),
      badge: index % 7 === 0,
      sellerId: index % 2 === 0 ? ana : ben,
      createdAt: base + index * 1000,
    };
    const { sellerId: _sellerId, ...stored } = fixture;
    const id = await insertProduct(db, fixture.sellerId, {
      ...stored,
      description: 'Limited run',
      visuals: [{ type: 'image', url: `products/${index}.png` }],
      price: 12.5,
    });
    fixtures.push({ ...fixture, id });
  }
});

const newestFirst = (a: Fixture, b: Fixture) => b.createdAt - a.createdAt;
const namedCategories = ['fashion', 'beauty', 'wellness', 'art'];

interface Filter {
  status?: string;
  category?: string;
  search?: string;
}

function expectedNames(filter: Filter): string[] {
  const status = filter.status?.toLowerCase();
  const category = filter.category?.toLowerCase();
  return fixtures
    .filter((fixture) => !status || !statuses.includes(status) || fixture.status === status)
    .filter((fixture) => {
      if (!category || category === 'all') return true;
      const stored = fixture.category.toLowerCase();
      return category === 'other' ? !namedCategories.includes(stored) : stored === category;
    })
    .filter(
      (fixture) =>
        !filter.search?.trim() ||
        searchMatches([fixture.name, fixture.brandName], filter.search.trim(), 'mysql'),
    )
    .sort(newestFirst)
    .map((fixture) => fixture.name);
}

const listUrl = (filter: Filter & { page?: number; limit?: number }) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined) query.set(key, String(value));
  return `/admin/products?${query}`;
};

const searches = [
  'velvet',
  'VELV',
  '  amber lamp ',
  'lamp amber',
  'acme',
  'studio nor',
  'ox',
  'the',
  'the ox',
  '%_',
  '100',
  "' OR 1=1 --",
  'cobalt ring 2',
  'zzz',
  '*',
  '+velvet -jacket',
  '"amber"',
  'velvet)',
];
const filterCases: Filter[] = [
  {},
  { status: 'published' },
  { status: 'DRAFT' },
  { status: 'Paused' },
  { status: 'bogus' },
  { status: 'all' },
  { category: 'Fashion' },
  { category: 'beauty' },
  { category: 'WELLNESS' },
  { category: 'Art' },
  { category: 'Other' },
  { category: 'tech' },
  { category: 'all' },
  { category: 'Fashion', status: 'published' },
  { category: 'Other', status: 'draft' },
  ...searches.map((search) => ({ search })),
  { search: 'velvet', status: 'published' },
  { search: 'lamp', category: 'Other' },
  { search: 'ring', category: 'Fashion', status: 'paused' },
];

describe.each(['auto', 'fulltext', 'scan'] as SearchStrategy[])(
  'GET /admin/products with the %s search strategy',
  (searchStrategy) => {
    let app: ServiceApp;

    beforeAll(async () => {
      app = await context.adminWithCatalog({ searchStrategy });
    });

    afterAll(() => app.close());

    it.each(filterCases)('filters %j', async (filter) => {
      const response = await app.inject({
        url: listUrl({ ...filter, limit: 100 }),
        headers: context.adminHeaders,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const expected = expectedNames(filter);
      expect(body.data.map((product: AdminProduct) => product.name)).toEqual(expected);
      expect(body.pagination).toEqual({
        page: 1,
        limit: 100,
        total: expected.length,
        pages: Math.ceil(expected.length / 100),
      });
    });

    it('pages a search', async () => {
      const expected = expectedNames({ search: 'velvet' });
      expect(expected.length).toBeGreaterThan(5);
      const second = (
        await app.inject({
          url: listUrl({ search: 'velvet', page: 2, limit: 3 }),
          headers: context.adminHeaders,
        })
      ).json();
      expect(second.data.map((product: AdminProduct) => product.name)).toEqual(
        expected.slice(3, 6),
      );
      expect(second.pagination.total).toBe(expected.length);
    });
  },
);

const get = (url: string) => context.app.inject({ url, headers: context.adminHeaders });
const putBadge = (id: string, payload: unknown) =>
  context.app.inject({
    method: 'PUT',
    url: `/admin/products/${id}/badge`,
    headers: context.adminHeaders,
    payload: payload as object,
  });

describe('GET /admin/products', () => {
  it('lists ten products per page, newest first, in the administrator shape with the seller', async () => {
    const body = (await get('/admin/products')).json();
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 30, pages: 3 });
    const all = [...fixtures].sort(newestFirst);
    expect(body.data.map((product: AdminProduct) => product._id)).toEqual(
      all.slice(0, 10).map((fixture) => fixture.id),
    );
    for (const product of body.data as AdminProduct[]) {
      const fixture = fixtures.find((candidate) => candidate.id === product._id) as Fixture;
      const owner = owners[fixture.sellerId];
      expect(product.seller).toEqual({
        _id: fixture.sellerId,
        username: owner?.username,
        email: `${owner?.username}@example.com`,
        profileImage: 'seller-profiles/avatar.png',
        accountType: owner?.accountType,
      });
      expect(product).toMatchObject({
        name: fixture.name,
        brandName: fixture.brandName,
        category: fixture.category,
        badge: fixture.badge,
        sellerId: fixture.sellerId,
        price: 12.5,
        description: 'Limited run',
        visuals: [{ type: 'image', url: expect.stringMatching(/^products\//) }],
      });
      expect(typeof product.badge).toBe('boolean');
      expect(['published', 'draft', 'paused']).toContain(product.status);
    }
  });

  it('reads an unknown stored status as draft', async () => {
    const archived = fixtures.find((fixture) => fixture.status === 'archived') as Fixture;
    const body = (await get('/admin/products?limit=1')).json();
    expect(body.data[0]).toMatchObject({ _id: archived.id, status: 'draft' });
  });

  it('pages through 30 rows: page 2, the last page and past the end', async () => {
    const all = [...fixtures].sort(newestFirst).map((fixture) => fixture.id);
    const second = (await get('/admin/products?page=2')).json();
    expect(second.data.map((product: AdminProduct) => product._id)).toEqual(all.slice(10, 20));
    const last = (await get('/admin/products?page=4&limit=8')).json();
    expect(last.data.map((product: AdminProduct) => product._id)).toEqual(all.slice(24));
    expect(last.pagination).toEqual({ page: 4, limit: 8, total: 30, pages: 4 });
    const far = (await get('/admin/products?page=100000')).json();
    expect(far).toEqual({
      success: true,
      data: [],
      pagination: { page: 100000, limit: 10, total: 30, pages: 3 },
    });
  });

  it('refuses out-of-range paging and over-long filters with 400', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=-1',
      'page=0',
      'page=-5',
      'page=abc',
      'page=100001',
      `search=${'x'.repeat(101)}`,
      `status=${'x'.repeat(51)}`,
      `category=${'x'.repeat(51)}`,
    ]) {
      const response = await get(`/admin/products?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().success).toBe(false);
    }
  });

  it('reads a page in a fixed number of queries, whatever its size (no N+1)', async () => {
    const queriesFor = async (url: string) => {
      let queries = 0;
      // The page's queries are on the drops and their sellers: the administrator's own lookup
      // (one per request, before the route) and the catalog's background workers (phase jobs,
      // thumbnails, webhook deliveries, outbox relays polling the same database) are not.
      const count = (query: { sql: string }) => {
        if (/`(products|sellers)`/.test(query.sql)) queries += 1;
      };
      context.database.knex.on('query', count);
      await get(url);
      context.database.knex.off('query', count);
      return queries;
    };
    const small = await queriesFor('/admin/products?limit=2');
    const large = await queriesFor('/admin/products?limit=30');
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
    // The catalog's count and page, then the page's sellers in one batch from the seller
    // service (it was one join before each service owned its table).
    expect(large).toBeLessThanOrEqual(3);
  });
});

describe('GET /admin/products/:id', () => {
  it('answers the product with its seller', async () => {
    const fixture = fixtures[3] as Fixture;
    const response = await get(`/admin/products/${fixture.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        _id: fixture.id,
        name: fixture.name,
        status: fixture.status,
        seller: { _id: fixture.sellerId, username: owners[fixture.sellerId]?.username },
      },
    });
  });

  it('answers 404 for an unknown id', async () => {
    for (const id of [newId(), 'nope', "' OR 1=1 --"]) {
      const response = await get(`/admin/products/${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        error: adminServerMessages.productNotFound,
      });
    }
  });
});

describe('PUT /admin/products/:id/badge', () => {
  it('badges and unbadges a product', async () => {
    const fixture = fixtures.find((candidate) => !candidate.badge) as Fixture;
    // The seller's catalog version moves with each toggle: the catalog's cached lists show it.
    const catalogVersion = async () =>
      Number(
        (
          await context.database
            .knex('catalog_versions')
            .where({ seller_id: fixture.sellerId })
            .first('version')
        )?.version ?? 0,
      );
    const versionBefore = await catalogVersion();
    const on = await putBadge(fixture.id, { badge: true });
    expect(await catalogVersion()).toBe(versionBefore + 1);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      success: true,
      message: adminMessages.productBadged,
      data: { _id: fixture.id, badge: true, seller: { _id: fixture.sellerId } },
    });
    expect((await get(`/admin/products/${fixture.id}`)).json().data.badge).toBe(true);

    const off = await putBadge(fixture.id, { badge: false });
    expect(await catalogVersion()).toBe(versionBefore + 2);
    expect(off.json()).toMatchObject({
      message: adminMessages.productUnbadged,
      data: { _id: fixture.id, badge: false },
    });
    expect((await get(`/admin/products/${fixture.id}`)).json().data.badge).toBe(false);
  });

  it('refuses a badge that is not a boolean, unknown fields and malformed JSON', async () => {
    const fixture = fixtures[0] as Fixture;
    for (const payload of [
      {},
      { badge: 'true' },
      { badge: 1 },
      { badge: null },
      { badge: true, status: 'published' },
    ]) {
      const response = await putBadge(fixture.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const unknown = await putBadge(fixture.id, { badge: true, extra: 1 });
    expect(unknown.json().errors).toEqual({ extra: serverMessages.unknownField });
    const malformed = await context.app.inject({
      method: 'PUT',
      url: `/admin/products/${fixture.id}/badge`,
      headers: { ...context.adminHeaders, 'content-type': 'application/json' },
      payload: '{"badge":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await get(`/admin/products/${fixture.id}`)).json().data.badge).toBe(fixture.badge);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await putBadge(newId(), { badge: true });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(adminServerMessages.productNotFound);
  });
});
