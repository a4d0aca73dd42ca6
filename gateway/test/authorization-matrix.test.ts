import { adminMessages, sellerMessages } from '@drops/contracts';
import {
  badTokens,
  completeBody,
  createCategory,
  createCollection,
  createProduct,
  stackForTests,
  step1Body,
  unique,
  uploadBody,
  uploadProductImage,
} from './fixtures';
import { request, type StackAdmin, type StackSeller } from '../testing/stack';
import { errorBody } from './error-body';

/**
 * Every call of spec section 7, through the real gateway in front of the real services,
 * with each kind of token a client may send. Each cell builds its own resources (owned by
 * seller A), so a cell never depends on what another one changed.
 */
const columns = [
  'no token',
  'seller A',
  'seller B',
  'admin',
  'expired',
  'tampered',
  'wrong audience',
  'alg none',
] as const;
type Column = (typeof columns)[number];

/** Who the route is for: a seller's own data, the administrator, or anyone. */
type Side = 'seller' | 'admin' | 'public';

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

interface Row {
  route: string;
  side: Side;
  /** Builds the call, creating what it needs (owned by seller A). */
  call(): Promise<Call> | Call;
  /** Status for seller A (seller side), the administrator (admin side), or anyone (public). */
  ok: number;
  /** Status for seller B on seller A's resource; defaults to `ok`. */
  other?: number;
}

const stack = stackForTests();
let sellerA: StackSeller;
let sellerB: StackSeller;
let admin: StackAdmin;
let storedKey: string;
let tokens: Record<Exclude<Side, 'public'>, Record<Column, string | undefined>>;

beforeAll(async () => {
  [sellerA, sellerB, admin] = await Promise.all([
    stack.createSeller(),
    stack.createSeller(),
    stack.createAdmin(),
  ]);
  storedKey = await uploadProductImage(stack, sellerA.token);
  const common = { 'no token': undefined, 'seller A': sellerA.token, 'seller B': sellerB.token };
  const sellerBad = badTokens('seller', sellerA.id, sellerA.token);
  const adminBad = badTokens('admin', admin.id, admin.token);
  tokens = {
    seller: {
      ...common,
      admin: admin.token,
      expired: sellerBad.expired,
      tampered: sellerBad.tampered,
      'wrong audience': sellerBad.wrongAudience,
      'alg none': sellerBad.algNone,
    },
    admin: {
      ...common,
      admin: admin.token,
      expired: adminBad.expired,
      tampered: adminBad.tampered,
      'wrong audience': adminBad.wrongAudience,
      'alg none': adminBad.algNone,
    },
  };
});

const a = () => sellerA.id;

/** A drop of seller A's, published (a flex account publishes without a launch date). */
async function publishedProduct(): Promise<string> {
  const created = await request(`${stack.apiUrl}/seller/products`, {
    method: 'POST',
    token: sellerA.token,
    body: {
      name: `Live ${unique()}`,
      description: 'A small run.',
      category: 'art',
      visuals: [{ type: 'image', url: 'https://images.example.com/live.png' }],
      status: 'Published',
    },
  });
  if (created.status !== 201) throw new Error(`publish failed: ${JSON.stringify(created.body)}`);
  return (created.body.data as { _id: string })._id;
}

/** A notification of seller A's: an administrator badges one of A's drops, A is told. */
async function notificationOfA(): Promise<string> {
  const productId = await createProduct(stack, sellerA.token);
  await request(`${stack.apiUrl}/admin/products/${productId}/badge`, {
    method: 'PUT',
    token: admin.token,
    body: { badge: true },
  });
  const deadline = Date.now() + 3_000;
  for (;;) {
    const listed = await request(`${stack.apiUrl}/seller/notifications?limit=100`, {
      token: sellerA.token,
    });
    const found = (listed.body.data as { _id: string; link: string }[]).find((item) =>
      item.link.endsWith(productId),
    );
    if (found) return found._id;
    if (Date.now() > deadline) throw new Error('no notification for seller A');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const rows: Row[] = [
  // Seller: registration and login are public.
  {
    route: 'POST /seller/register/step1',
    side: 'public',
    ok: 200,
    call: () => ({ method: 'POST', path: '/seller/register/step1', body: step1Body() }),
  },
  {
    route: 'POST /seller/register/step2',
    side: 'public',
    ok: 200,
    call: () => ({
      method: 'POST',
      path: '/seller/register/step2',
      body: { profileImage: 'seller-profiles/pending/a.png', country: 'GB', bio: 'Hello' },
    }),
  },
  {
    route: 'POST /seller/register/step3',
    side: 'public',
    ok: 200,
    call: () => ({
      method: 'POST',
      path: '/seller/register/step3',
      body: { portfolioLink: 'https://example.com', vision: 'Slow fashion' },
    }),
  },
  {
    route: 'POST /seller/register/complete',
    side: 'public',
    ok: 200,
    call: () => ({ method: 'POST', path: '/seller/register/complete', body: completeBody() }),
  },
  {
    route: 'POST /seller/login',
    side: 'public',
    ok: 200,
    call: () => ({
      method: 'POST',
      path: '/seller/login',
      body: { email: sellerA.email, password: sellerA.password },
    }),
  },
  // Seller profile: only one's own.
  {
    route: 'GET /seller/{id}',
    side: 'seller',
    ok: 200,
    other: 403,
    call: () => ({ method: 'GET', path: `/seller/${a()}` }),
  },
  {
    route: 'PUT /seller/{id}',
    side: 'seller',
    ok: 200,
    other: 403,
    call: () => ({ method: 'PUT', path: `/seller/${a()}`, body: { bio: `Bio ${unique()}` } }),
  },
  // Notifications (issue 16): each seller's own; another's answers 404.
  {
    route: 'GET /seller/notifications',
    side: 'seller',
    ok: 200,
    call: () => ({ method: 'GET', path: '/seller/notifications?page=1&limit=20' }),
  },
  {
    route: 'PUT /seller/notifications/{id}/read',
    side: 'seller',
    ok: 200,
    other: 404,
    call: async () => ({
      method: 'PUT',
      path: `/seller/notifications/${await notificationOfA()}/read`,
    }),
  },
  {
    route: 'PUT /seller/notifications/read-all',
    side: 'seller',
    ok: 200,
    call: () => ({ method: 'PUT', path: '/seller/notifications/read-all' }),
  },
  // Drops: another seller's answer 404, lists and creations are the caller's own.
  {
    route: 'POST /seller/products',
    side: 'seller',
    ok: 201,
    call: () => ({
      method: 'POST',
      path: '/seller/products',
      body: { name: `Drop ${unique()}`, sellerId: a() },
    }),
  },
  {
    route: 'GET /seller/products',
    side: 'seller',
    ok: 200,
    call: () => ({ method: 'GET', path: `/seller/products?sellerId=${a()}&limit=100` }),
  },
  {
    route: 'GET /seller/products/stats',
    side: 'seller',
    ok: 200,
    call: () => ({ method: 'GET', path: '/seller/products/stats' }),
  },
  {
    route: 'GET /seller/products/{id}',
    side: 'seller',
    ok: 200,
    other: 404,
    call: async () => ({
      method: 'GET',
      path: `/seller/products/${await createProduct(stack, sellerA.token)}?sellerId=${a()}`,
    }),
  },
  {
    route: 'PUT /seller/products/{id}',
    side: 'seller',
    ok: 200,
    other: 404,
    call: async () => ({
      method: 'PUT',
      path: `/seller/products/${await createProduct(stack, sellerA.token)}`,
      body: { name: `Renamed ${unique()}`, sellerId: a() },
    }),
  },
  {
    route: 'PUT /seller/products/{id}/status',
    side: 'seller',
    ok: 200,
    other: 404,
    call: async () => ({
      method: 'PUT',
      path: `/seller/products/${await createProduct(stack, sellerA.token)}/status`,
      body: { sellerId: a(), status: 'Draft' },
    }),
  },
  {
    route: 'DELETE /seller/products/{id}',
    side: 'seller',
    ok: 200,
    other: 404,
    call: async () => ({
      method: 'DELETE',
      path: `/seller/products/${await createProduct(stack, sellerA.token)}?sellerId=${a()}`,
    }),
  },
  // Collections.
  {
    route: 'POST /collections',
    side: 'seller',
    ok: 201,
    call: () => ({
      method: 'POST',
      path: '/collections',
      body: { collectionName: `Series ${unique()}`, sellerId: a() },
    }),
  },
  {
    route: 'GET /collections',
    side: 'seller',
    ok: 200,
    call: () => ({ method: 'GET', path: `/collections?sellerId=${a()}` }),
  },
  {
    route: 'GET /collections/{id}',
    side: 'seller',
    ok: 200,
    other: 404,
    call: async () => ({
      method: 'GET',
      path: `/collections/${await createCollection(stack, sellerA.token)}?sellerId=${a()}`,
    }),
  },
  {
    route: 'PUT /collections/{id}',
    side: 'seller',
    ok: 200,
    other: 404,
    call: async () => ({
      method: 'PUT',
      path: `/collections/${await createCollection(stack, sellerA.token)}`,
      body: { collectionName: `Renamed ${unique()}`, sellerId: a() },
    }),
  },
  {
    route: 'DELETE /collections/{id}',
    side: 'seller',
    ok: 200,
    other: 404,
    call: async () => ({
      method: 'DELETE',
      path: `/collections/${await createCollection(stack, sellerA.token)}?sellerId=${a()}`,
    }),
  },
  // Uploads: sign-up images are public, drop images need a seller.
  {
    route: 'POST /s3/seller/profile-image-upload',
    side: 'public',
    ok: 200,
    call: () => ({ method: 'POST', path: '/s3/seller/profile-image-upload', body: uploadBody() }),
  },
  {
    route: 'POST /s3/seller/moodboard-image-upload',
    side: 'public',
    ok: 200,
    call: () => ({
      method: 'POST',
      path: '/s3/seller/moodboard-image-upload',
      body: uploadBody(),
    }),
  },
  {
    route: 'POST /s3/product-image-upload',
    side: 'seller',
    ok: 200,
    call: () => ({ method: 'POST', path: '/s3/product-image-upload', body: uploadBody() }),
  },
  {
    route: 'GET /s3/get-signed-url/{key}',
    side: 'public',
    ok: 200,
    call: () => ({ method: 'GET', path: `/s3/get-signed-url/${storedKey}` }),
  },
  {
    route: 'GET /s3/files/{key} (signed link)',
    side: 'public',
    ok: 200,
    call: async () => {
      const signed = await request(`${stack.apiUrl}/s3/get-signed-url/${storedKey}`);
      const link = new URL(signed.body.signedUrl as string);
      return { method: 'GET', path: `${link.pathname.replace('/api/v1', '')}${link.search}` };
    },
  },
  // Administrator.
  {
    route: 'POST /auth/login',
    side: 'public',
    ok: 200,
    call: () => ({
      method: 'POST',
      path: '/auth/login',
      body: { email: admin.email, password: admin.password },
    }),
  },
  {
    route: 'GET /admin/sellers',
    side: 'admin',
    ok: 200,
    call: () => ({ method: 'GET', path: '/admin/sellers?page=1&limit=10&status=all' }),
  },
  {
    route: 'GET /admin/sellers/{id}',
    side: 'admin',
    ok: 200,
    call: () => ({ method: 'GET', path: `/admin/sellers/${a()}` }),
  },
  {
    route: 'PUT /admin/sellers/{id}/approve',
    side: 'admin',
    ok: 200,
    call: async () => ({
      method: 'PUT',
      path: `/admin/sellers/${await stack.insertSeller({ accountType: 'sell' })}/approve`,
      body: { isApproved: true, isActive: true },
    }),
  },
  {
    route: 'POST /admin/sellers/{id}/invite',
    side: 'admin',
    ok: 200,
    call: async () => ({
      method: 'POST',
      path: `/admin/sellers/${await stack.insertSeller({ accountType: 'flex' })}/invite`,
    }),
  },
  {
    route: 'GET /admin/products',
    side: 'admin',
    ok: 200,
    call: () => ({ method: 'GET', path: '/admin/products?page=1&status=draft' }),
  },
  {
    route: 'GET /admin/products/{id}',
    side: 'admin',
    ok: 200,
    call: async () => ({
      method: 'GET',
      path: `/admin/products/${await createProduct(stack, sellerA.token)}`,
    }),
  },
  {
    route: 'PUT /admin/products/{id}/badge',
    side: 'admin',
    ok: 200,
    call: async () => ({
      method: 'PUT',
      path: `/admin/products/${await createProduct(stack, sellerA.token)}/badge`,
      body: { badge: true },
    }),
  },
  {
    route: 'PUT /admin/products/{id}/status',
    side: 'admin',
    ok: 200,
    call: async () => ({
      method: 'PUT',
      path: `/admin/products/${await publishedProduct()}/status`,
      body: { status: 'paused', reason: 'other', note: 'Checking' },
    }),
  },
  {
    route: 'GET /admin/categories',
    side: 'admin',
    ok: 200,
    call: () => ({ method: 'GET', path: '/admin/categories?page=1&search=cat' }),
  },
  {
    route: 'POST /admin/categories',
    side: 'admin',
    ok: 201,
    call: () => ({
      method: 'POST',
      path: '/admin/categories',
      body: { name: `Category ${unique()}` },
    }),
  },
  {
    route: 'PUT /admin/categories/{id}',
    side: 'admin',
    ok: 200,
    call: async () => ({
      method: 'PUT',
      path: `/admin/categories/${await createCategory(stack, admin.token)}`,
      body: { name: `Renamed ${unique()}` },
    }),
  },
  {
    route: 'DELETE /admin/categories/{id}',
    side: 'admin',
    ok: 200,
    call: async () => ({
      method: 'DELETE',
      path: `/admin/categories/${await createCategory(stack, admin.token)}`,
    }),
  },
];

function expectedStatus(row: Row, column: Column): number {
  if (row.side === 'public') return row.ok;
  if (row.side === 'admin') return column === 'admin' ? row.ok : 401;
  if (column === 'seller A') return row.ok;
  if (column === 'seller B') return row.other ?? row.ok;
  return 401;
}

const refusals = {
  seller: errorBody(sellerMessages.mustBeLoggedIn, 'UNAUTHORIZED'),
  admin: errorBody(adminMessages.accessDenied, 'UNAUTHORIZED'),
};

const cells = rows.flatMap((row) =>
  columns.map((column) => ({ row, column, status: expectedStatus(row, column) })),
);

describe('authorization matrix through the gateway', () => {
  it.each(cells.map((cell) => [cell.row.route, cell.column, cell.status, cell] as const))(
    '%s with %s → %i',
    async (_route, column, status, { row }) => {
      const call = await row.call();
      const token = tokens[row.side === 'admin' ? 'admin' : 'seller'][column];
      const response = await request(`${stack.apiUrl}${call.path}`, {
        method: call.method,
        token,
        body: call.body,
      });
      expect({ status: response.status, body: response.body }).toMatchObject({ status });
      if (status === 401 && row.side !== 'public')
        expect(response.body).toEqual(refusals[row.side]);
      const isJson = response.headers.get('content-type')?.includes('json');
      if (status < 300 && isJson) expect(response.body.success).toBe(true);
      if (status >= 400) expect(response.body.success).toBe(false);
    },
  );
});

describe('BOLA: what seller B sees of seller A', () => {
  it("lists only B's own drops and collections, whatever sellerId says", async () => {
    const productId = await createProduct(stack, sellerA.token);
    const collectionId = await createCollection(stack, sellerA.token);
    const products = await request(`${stack.apiUrl}/seller/products?sellerId=${a()}&limit=100`, {
      token: sellerB.token,
    });
    expect(products.status).toBe(200);
    expect((products.body.data as { _id: string }[]).map((item) => item._id)).not.toContain(
      productId,
    );
    const collections = await request(`${stack.apiUrl}/collections?sellerId=${a()}`, {
      token: sellerB.token,
    });
    expect((collections.body.data as { _id: string }[]).map((item) => item._id)).not.toContain(
      collectionId,
    );
  });

  it("leaves A's drop untouched after B's attempts", async () => {
    const productId = await createProduct(stack, sellerA.token);
    const path = `${stack.apiUrl}/seller/products/${productId}`;
    await request(path, { method: 'PUT', token: sellerB.token, body: { name: 'Hijacked' } });
    await request(`${path}?sellerId=${a()}`, { method: 'DELETE', token: sellerB.token });
    const mine = await request(path, { token: sellerA.token });
    expect(mine.status).toBe(200);
    expect((mine.body.data as { name: string }).name).not.toBe('Hijacked');
  });

  it('ignores a client-sent x-seller-id', async () => {
    const productId = await createProduct(stack, sellerA.token);
    const response = await request(`${stack.apiUrl}/seller/products/${productId}`, {
      token: sellerB.token,
      headers: { 'x-seller-id': a() },
    });
    expect(response.status).toBe(404);
  });
});
