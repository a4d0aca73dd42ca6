import { serverMessages } from '@drops/contracts';
import { step1Body } from './fixtures';
import {
  request,
  startStack,
  type Stack,
  type StackAdmin,
  type StackSeller,
} from '../testing/stack';

/** What the gateway adds at the edge, seen through the real services. */
let stack: Stack;
let seller: StackSeller;
let admin: StackAdmin;

beforeAll(async () => {
  stack = await startStack();
  [seller, admin] = await Promise.all([stack.createSeller(), stack.createAdmin()]);
});

afterAll(async () => {
  await stack?.stop();
});

const tooMany = {
  success: false,
  error: serverMessages.tooManyRequests,
  code: 'TOO_MANY_REQUESTS',
};

describe('rate limits (a gateway configured with 3 per minute)', () => {
  let apiUrl: string;
  beforeAll(async () => {
    const limit = { max: 3, windowMs: 60_000 };
    ({ apiUrl } = await stack.startGateway({
      rateLimits: { login: limit, registration: limit, signUpUpload: limit },
    }));
  });

  it('limits seller logins per client IP, whatever X-Forwarded-For claims', async () => {
    const attempt = (index: number) =>
      request(`${apiUrl}/seller/login`, {
        method: 'POST',
        body: { email: seller.email, password: `wrong-password-${index}` },
        headers: { 'x-forwarded-for': `10.0.0.${index}` },
      });
    const statuses = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await attempt(index)).status);
    expect(statuses).toEqual([401, 401, 401]);
    const limited = await attempt(4);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(tooMany);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits for the window.
    const right = await request(`${apiUrl}/seller/login`, {
      method: 'POST',
      body: { email: seller.email, password: seller.password },
    });
    expect(right.status).toBe(429);
  });

  it('limits administrator logins on their own count', async () => {
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await request(`${apiUrl}/auth/login`, {
        method: 'POST',
        body: { email: admin.email, password: admin.password },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits registration steps together', async () => {
    const statuses = [];
    for (const step of ['step1', 'step1', 'step3', 'step1']) {
      const body = step === 'step1' ? step1Body() : { vision: 'Slow fashion' };
      statuses.push(
        (await request(`${apiUrl}/seller/register/${step}`, { method: 'POST', body })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('leaves other routes unlimited', async () => {
    for (let index = 0; index < 6; index += 1) {
      const response = await request(`${apiUrl}/seller/${seller.id}`, { token: seller.token });
      expect(response.status).toBe(200);
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string, path: string) =>
    fetch(`${stack.apiUrl}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it.each([
    'http://localhost:3000',
    'http://localhost:3001',
    'http://localhost:3002',
    'http://localhost:3003',
    'http://localhost:3004',
  ])('allows the frontend %s, preflight cached', async (origin) => {
    const response = await preflight(origin, `/seller/${seller.id}`);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });

  it('gives another origin nothing', async () => {
    for (const origin of [
      'http://evil.example',
      'http://localhost:3005',
      'https://localhost:3000',
    ]) {
      const response = await preflight(origin, '/admin/sellers');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('marks the real answer for an allowed origin', async () => {
    const response = await request(`${stack.apiUrl}/admin/sellers`, {
      token: admin.token,
      headers: { origin: 'http://localhost:3004' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3004');
  });
});

describe('security headers', () => {
  it('are on every proxied answer, successes and refusals alike', async () => {
    for (const [path, token] of [
      [`/seller/${seller.id}`, seller.token],
      ['/admin/categories', admin.token],
      ['/seller/products', undefined],
      ['/nowhere', undefined],
    ] as const) {
      const response = await request(`${stack.apiUrl}${path}`, { token });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
  });
});

describe('identity headers', () => {
  it('never lets x-seller-id or x-admin-id stand in for a token', async () => {
    const asSeller = await request(`${stack.apiUrl}/seller/${seller.id}`, {
      headers: { 'x-seller-id': seller.id },
    });
    expect(asSeller.status).toBe(401);
    const asAdmin = await request(`${stack.apiUrl}/admin/sellers`, {
      headers: { 'x-admin-id': admin.id },
    });
    expect(asAdmin.status).toBe(401);
  });
});
