import { serverMessages } from '@drops/contracts';
import { sellerAndAdmin, stackForTests, uploadBody } from './fixtures';
import { request, type StackAdmin, type StackSeller } from '../testing/stack';
import { errorBody } from './error-body';

/** The catalog goes down: its routes answer 503 JSON at once, the other services carry on. */
const stack = stackForTests();
let seller: StackSeller;
let admin: StackAdmin;

beforeAll(async () => {
  ({ seller, admin } = await sellerAndAdmin(stack));
  // Warm the gateway's pooled connections to the catalog, so the stop also tests stale sockets.
  await request(`${stack.apiUrl}/seller/products`, { token: seller.token });
  await request(`${stack.apiUrl}/collections`, { token: seller.token });
});

const unavailable = errorBody(serverMessages.serviceUnavailable, 'SERVICE_UNAVAILABLE');

it('reports every service healthy before the stop', async () => {
  const health = await request(`${stack.baseUrl}/health`);
  expect(health.status).toBe(200);
  expect(health.body.status).toBe('ok');
});

describe('with the catalog stopped', () => {
  beforeAll(async () => {
    await stack.stopService('catalog');
  });

  it.each([
    ['GET', '/seller/products?limit=100', 'seller'],
    ['GET', '/seller/products/stats', 'seller'],
    ['POST', '/seller/products', 'seller'],
    ['GET', '/collections', 'seller'],
    ['POST', '/collections', 'seller'],
    ['GET', '/s3/get-signed-url/products/a/b.png', 'none'],
    ['POST', '/s3/seller/profile-image-upload', 'none'],
    ['POST', '/s3/product-image-upload', 'seller'],
  ])('%s %s answers 503 in the error body, quickly', async (method, path, who) => {
    const started = Date.now();
    const body = path.startsWith('/s3/') ? uploadBody() : { name: 'x', collectionName: 'x' };
    const response = await request(`${stack.apiUrl}${path}`, {
      method,
      token: who === 'seller' ? seller.token : undefined,
      body: method === 'POST' ? body : undefined,
    });
    expect(response.status).toBe(503);
    expect(response.body).toEqual(unavailable);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('still refuses a missing token at the edge with 401, not 503', async () => {
    const response = await request(`${stack.apiUrl}/seller/products`);
    expect(response.status).toBe(401);
  });

  it('keeps the seller service answering', async () => {
    const profile = await request(`${stack.apiUrl}/seller/${seller.id}`, { token: seller.token });
    expect(profile.status).toBe(200);
    const login = await request(`${stack.apiUrl}/seller/login`, {
      method: 'POST',
      body: { email: seller.email, password: seller.password },
    });
    expect(login.status).toBe(200);
  });

  it('keeps the admin service answering', async () => {
    const sellers = await request(`${stack.apiUrl}/admin/sellers`, { token: admin.token });
    expect(sellers.status).toBe(200);
    const login = await request(`${stack.apiUrl}/auth/login`, {
      method: 'POST',
      body: { email: admin.email, password: admin.password },
    });
    expect(login.status).toBe(200);
  });

  it.each(['/health', '/api/v1/health'])('%s says degraded with 503', async (path) => {
    const health = await request(`${stack.baseUrl}${path}`);
    expect(health.status).toBe(503);
    expect(health.body).toEqual({
      status: 'degraded',
      services: {
        seller: { status: 'ok', latencyMs: expect.any(Number) },
        catalog: { status: 'unreachable', latencyMs: expect.any(Number) },
        admin: { status: 'ok', latencyMs: expect.any(Number) },
      },
      database: { status: 'ok' },
    });
  });
});
