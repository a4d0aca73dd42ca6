import { serverMessages } from '@drops/contracts';
import { createRecords, stackForTests, uploadBody, type StackRecords } from './fixtures';
import { request, type ApiResponse, type StackAdmin, type StackSeller } from '../testing/stack';
import { errorBody } from './error-body';

/** Bad input sent through the real gateway to the real services: 4xx in the error body, never 5xx. */
const stack = stackForTests();
let seller: StackSeller;
let other: StackSeller;
let admin: StackAdmin;
let ids: StackRecords['ids'];

beforeAll(async () => {
  ({ seller, other, admin, ids } = await createRecords(stack));
});

type Who = 'anyone' | 'seller' | 'admin';

interface BodyRoute {
  method: 'POST' | 'PUT';
  /** With `{seller}`, `{product}`, `{collection}`, `{category}` standing for ids made in `beforeAll`. */
  path: string;
  who: Who;
  /** A field of the route's body and a value of the wrong type for it. */
  wrongType: [string, unknown];
}

const bodyRoutes: BodyRoute[] = [
  {
    method: 'POST',
    path: '/seller/register/step1',
    who: 'anyone',
    wrongType: ['username', 123],
  },
  {
    method: 'POST',
    path: '/seller/register/step2',
    who: 'anyone',
    wrongType: ['country', ['GB']],
  },
  {
    method: 'POST',
    path: '/seller/register/step3',
    who: 'anyone',
    wrongType: ['vision', true],
  },
  {
    method: 'POST',
    path: '/seller/register/complete',
    who: 'anyone',
    wrongType: ['role', 'creator'],
  },
  { method: 'POST', path: '/seller/login', who: 'anyone', wrongType: ['email', 5] },
  { method: 'PUT', path: '/seller/{seller}', who: 'seller', wrongType: ['bio', 5] },
  { method: 'POST', path: '/seller/products', who: 'seller', wrongType: ['name', 123] },
  {
    method: 'PUT',
    path: '/seller/products/{product}',
    who: 'seller',
    wrongType: ['price', 'cheap'],
  },
  {
    method: 'PUT',
    path: '/seller/products/{product}/status',
    who: 'seller',
    wrongType: ['status', 7],
  },
  { method: 'POST', path: '/collections', who: 'seller', wrongType: ['collectionName', []] },
  {
    method: 'PUT',
    path: '/collections/{collection}',
    who: 'seller',
    wrongType: ['collectionName', {}],
  },
  {
    method: 'POST',
    path: '/s3/seller/profile-image-upload',
    who: 'anyone',
    wrongType: ['fileSize', 'big'],
  },
  {
    method: 'POST',
    path: '/s3/seller/moodboard-image-upload',
    who: 'anyone',
    wrongType: ['fileData', 42],
  },
  {
    method: 'POST',
    path: '/s3/product-image-upload',
    who: 'seller',
    wrongType: ['fileName', null],
  },
  { method: 'POST', path: '/auth/login', who: 'anyone', wrongType: ['password', false] },
  {
    method: 'PUT',
    path: '/admin/sellers/{seller}/approve',
    who: 'admin',
    wrongType: ['isApproved', 'true'],
  },
  {
    method: 'PUT',
    path: '/admin/products/{product}/badge',
    who: 'admin',
    wrongType: ['badge', 'yes'],
  },
  { method: 'POST', path: '/admin/categories', who: 'admin', wrongType: ['name', {}] },
  {
    method: 'PUT',
    path: '/admin/categories/{category}',
    who: 'admin',
    wrongType: ['name', 1],
  },
];

const tokenOf = (who: Who) =>
  who === 'seller' ? seller.token : who === 'admin' ? admin.token : undefined;

function pathOf(route: BodyRoute): string {
  const values: Record<string, string> = { seller: seller.id, ...ids };
  return route.path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? name);
}

function send(route: BodyRoute, body: { raw?: string; body?: unknown }) {
  return request(`${stack.apiUrl}${pathOf(route)}`, {
    method: route.method,
    token: tokenOf(route.who),
    ...body,
  });
}

function expectErrorBody(response: ApiResponse, status: number) {
  expect({ status: response.status, body: response.body }).toMatchObject({
    status,
    body: { success: false, error: expect.any(String) },
  });
}

const label = (route: BodyRoute) =>
  `${route.method} ${
    route.path
      .toString()
      .match(/'([^']+)'|`([^`]+)`/)
      ?.slice(1)
      .find(Boolean) ?? ''
  }`;

describe.each(bodyRoutes.map((route) => [label(route), route] as const))('%s', (_name, route) => {
  it('answers malformed JSON with 400', async () => {
    expectErrorBody(await send(route, { raw: '{"name": "unterminated' }), 400);
  });

  it('answers a body that is not an object with 400', async () => {
    for (const raw of ['[1,2,3]', '"text"', '42', 'null']) {
      expectErrorBody(await send(route, { raw }), 400);
    }
  });

  it('answers a wrong type with 400 naming the field', async () => {
    const [field, value] = route.wrongType;
    const response = await send(route, { body: { [field]: value } });
    expectErrorBody(response, 400);
    expect(Object.keys((response.body.errors as Record<string, string>) ?? {})).toContain(field);
  });

  it('refuses an unknown field with 400', async () => {
    const response = await send(route, { body: { isSuperUser: true } });
    expectErrorBody(response, 400);
    expect((response.body.errors as Record<string, string>).isSuperUser).toBe(
      serverMessages.unknownField,
    );
  });

  it('answers prototype-pollution keys with 400 and pollutes nothing', async () => {
    for (const raw of [
      '{"__proto__": {"polluted": true}}',
      '{"constructor": {"prototype": {"polluted": true}}}',
    ]) {
      expectErrorBody(await send(route, { raw }), 400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('huge bodies', () => {
  const huge = 'x'.repeat(1024 * 1024 + 10);

  it.each(
    bodyRoutes
      .filter((route) => !route.path.startsWith('/s3/'))
      .map((route) => [label(route), route] as const),
  )('%s answers a body over 1 MB with 413 at the gateway', async (_name, route) => {
    const response = await send(route, { body: { [route.wrongType[0]]: huge } });
    expect(response.status).toBe(413);
    expect(response.body).toEqual(errorBody(serverMessages.payloadTooLarge, 'PAYLOAD_TOO_LARGE'));
  });

  it('answers an upload of over 1 MB of bad base64 with 400 from the catalog', async () => {
    const response = await request(`${stack.apiUrl}/s3/seller/profile-image-upload`, {
      method: 'POST',
      body: { ...uploadBody(), fileData: '!'.repeat(1024 * 1024 + 10) },
    });
    expectErrorBody(response, 400);
  });

  it('answers long strings under the limit with 400, not 5xx', async () => {
    const long = 'y'.repeat(500_000);
    const cases: [string, string, string | undefined, unknown][] = [
      ['POST', '/seller/products', seller.token, { name: long }],
      ['PUT', `/seller/${seller.id}`, seller.token, { bio: long }],
      ['POST', '/collections', seller.token, { collectionName: long }],
      ['POST', '/admin/categories', admin.token, { name: long }],
      ['POST', '/seller/login', undefined, { email: `${long}@example.com`, password: long }],
      ['POST', '/auth/login', undefined, { email: long, password: long }],
    ];
    for (const [method, path, token, body] of cases) {
      expectErrorBody(await request(`${stack.apiUrl}${path}`, { method, token, body }), 400);
    }
  });
});

describe('SQL-looking input', () => {
  const injections = [
    "' OR '1'='1",
    "'; DROP TABLE products; --",
    '" OR 1=1 --',
    "%' UNION SELECT password_hash FROM sellers --",
    "\\'; SELECT SLEEP(5); --",
  ];

  it('searches literally and finds nothing', async () => {
    for (const search of injections) {
      const query = `search=${encodeURIComponent(search)}`;
      for (const [path, token] of [
        [`/admin/sellers?${query}`, admin.token],
        [`/admin/products?${query}`, admin.token],
        [`/admin/categories?${query}`, admin.token],
        [`/seller/products?${query}&limit=100`, seller.token],
      ] as const) {
        const response = await request(`${stack.apiUrl}${path}`, { token });
        expect({ path, status: response.status }).toEqual({ path, status: 200 });
        expect(response.body.data).toEqual([]);
      }
    }
  });

  it('stores names verbatim and leaves the tables in place', async () => {
    for (const name of injections) {
      const response = await request(`${stack.apiUrl}/seller/products`, {
        method: 'POST',
        token: other.token,
        body: { name },
      });
      expect(response.status).toBe(201);
      expect((response.body.data as { name: string }).name).toBe(name);
    }
    const stored = await stack
      .knex('products')
      .where({ seller_id: other.id })
      .count({ count: '*' });
    expect(Number(stored[0]?.count)).toBe(injections.length);
    expect(Number((await stack.knex('sellers').count({ count: '*' }))[0]?.count)).toBeGreaterThan(
      0,
    );
  });

  it('refuses injected credentials', async () => {
    const seller = await request(`${stack.apiUrl}/seller/login`, {
      method: 'POST',
      body: { email: "' OR 1=1 --@example.com", password: "' OR '1'='1" },
    });
    expect([400, 401]).toContain(seller.status);
    expect(seller.body.success).toBe(false);
    const adminLogin = await request(`${stack.apiUrl}/auth/login`, {
      method: 'POST',
      body: { email: "admin@drops.test' --", password: "' OR '1'='1" },
    });
    expect([400, 401]).toContain(adminLogin.status);
    expect(adminLogin.body.success).toBe(false);
  });

  it('refuses SQL in ids', async () => {
    const id = encodeURIComponent("1' OR '1'='1");
    for (const [path, token] of [
      [`/seller/products/${id}`, seller.token],
      [`/collections/${id}`, seller.token],
      [`/admin/sellers/${id}`, admin.token],
      [`/admin/products/${id}`, admin.token],
    ] as const) {
      const response = await request(`${stack.apiUrl}${path}`, { token });
      // The path's id is refused by its shape (400) or simply matches nothing (404).
      expect({ path, refused: [400, 404].includes(response.status) }).toEqual({
        path,
        refused: true,
      });
      expect(response.body).toMatchObject({ success: false, error: expect.any(String) });
    }
  });
});

describe('page and limit out of range', () => {
  const badPaging = [
    'page=-1',
    'page=0',
    'page=1e12',
    'page=99999999999999999999',
    'page=abc',
    'page=1.5',
    'limit=-5',
    'limit=0',
    'limit=1000000',
    'limit=abc',
  ];

  it.each(['/admin/sellers', '/admin/products', '/admin/categories'])(
    '%s answers each with 400',
    async (path) => {
      for (const query of badPaging) {
        const response = await request(`${stack.apiUrl}${path}?${query}`, { token: admin.token });
        expect({ query, status: response.status }).toEqual({ query, status: 400 });
        expect(response.body.success).toBe(false);
      }
    },
  );

  it('/seller/products answers a limit outside 1..100 with 400', async () => {
    for (const query of ['limit=-1', 'limit=0', 'limit=101', 'limit=1e9', 'limit=abc']) {
      const response = await request(`${stack.apiUrl}/seller/products?${query}`, {
        token: seller.token,
      });
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(response.body.success).toBe(false);
    }
  });

  it('answers an empty last page with 200', async () => {
    const response = await request(`${stack.apiUrl}/admin/sellers?page=100000`, {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([]);
  });
});
