import { newId } from '@drops/db';
import { insertProduct, insertSeller } from './fixtures';
import { adminForTests } from './helpers';

/** Generated bad input on every route with a body or a query: 4xx or a safe answer, never 5xx. */
const context = adminForTests();
let sellerId: string;
let productId: string;
let categoryId: string;

beforeAll(async () => {
  sellerId = await insertSeller(context.database.knex, { username: 'target' });
  productId = await insertProduct(context.database.knex, sellerId, { name: 'Target drop' });
  categoryId = (
    await context.app.inject({
      method: 'POST',
      url: '/admin/categories',
      headers: context.adminHeaders,
      payload: { name: 'Target' },
    })
  ).json().data._id;
});

const values: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  1.5,
  '',
  '   ',
  'x'.repeat(5000),
  "' OR 1=1 --",
  '%_',
  '\u0000',
  '😀'.repeat(60),
  {},
  [],
  { $gt: '' },
  ['a', 'b'],
];

/** A small deterministic generator, so a failure can be replayed. */
function* generatedBodies(fields: string[], count: number): Generator<unknown> {
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  for (let index = 0; index < count; index += 1) {
    const body: Record<string, unknown> = {};
    for (const field of [...fields, 'extra', '__proto__', 'constructor'])
      if (next() % 3 !== 0) body[field] = values[next() % values.length];
    yield next() % 10 === 0 ? values[next() % values.length] : body;
  }
}

const bodyRoutes = () => [
  { method: 'POST' as const, url: '/auth/login', fields: ['email', 'password'], auth: false },
  {
    method: 'PUT' as const,
    url: `/admin/sellers/${sellerId}/approve`,
    fields: ['isApproved', 'isActive', 'accountType'],
    auth: true,
  },
  {
    method: 'PUT' as const,
    url: `/admin/products/${productId}/badge`,
    fields: ['badge'],
    auth: true,
  },
  { method: 'POST' as const, url: '/admin/categories', fields: ['name'], auth: true },
  { method: 'PUT' as const, url: `/admin/categories/${categoryId}`, fields: ['name'], auth: true },
];

it('never answers 5xx to generated bodies', async () => {
  const failures: string[] = [];
  for (const route of bodyRoutes()) {
    for (const body of generatedBodies(route.fields, 100)) {
      const response = await context.app.inject({
        method: route.method,
        url: route.url,
        headers: route.auth ? context.adminHeaders : {},
        payload: JSON.stringify(body),
      });
      if (response.statusCode >= 500) failures.push(`${route.url} ${JSON.stringify(body)}`);
      else if (response.statusCode >= 400) expect(response.json().success).toBe(false);
    }
  }
  expect(failures).toEqual([]);
}, 90_000);

it('never answers 5xx to generated query strings and ids', async () => {
  const failures: string[] = [];
  const texts = [
    '',
    '0',
    '-1',
    '1e9',
    'NaN',
    '1;DROP TABLE products',
    "' OR 1=1 --",
    '%_',
    '%00',
    'x'.repeat(2000),
    '[]',
    '{}',
  ];
  const lists = ['/admin/sellers', '/admin/products', '/admin/categories'];
  for (const list of lists)
    for (const key of ['page', 'limit', 'status', 'accountType', 'category', 'search'])
      for (const text of texts) {
        const response = await context.app.inject({
          url: `${list}?${key}=${encodeURIComponent(text)}&${key}=${encodeURIComponent(text)}`,
          headers: context.adminHeaders,
        });
        if (response.statusCode >= 500) failures.push(`${list} ${key}=${text}`);
      }
  for (const id of [newId(), '%', "'", 'x'.repeat(64), 'x'.repeat(65), '..%2F..']) {
    for (const url of [
      `/admin/sellers/${encodeURIComponent(id)}`,
      `/admin/products/${encodeURIComponent(id)}`,
    ]) {
      const response = await context.app.inject({ url, headers: context.adminHeaders });
      if (response.statusCode >= 500) failures.push(url);
    }
  }
  expect(failures).toEqual([]);
}, 90_000);

it('refuses a body over the size limit with 413', async () => {
  const response = await context.app.inject({
    method: 'POST',
    url: '/admin/categories',
    headers: { ...context.adminHeaders, 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
  });
  expect(response.statusCode).toBe(413);
  expect(response.json().success).toBe(false);
});

it('refuses a body that is not JSON', async () => {
  const response = await context.app.inject({
    method: 'POST',
    url: '/admin/categories',
    headers: { ...context.adminHeaders, 'content-type': 'text/plain' },
    payload: 'name=Shoes',
  });
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
});
