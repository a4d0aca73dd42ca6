import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { serverMessages } from '@drops/contracts';
import { sellerAndAdmin, stackForTests, step1Body, tinyPng } from './fixtures';
import { request, type StackAdmin, type StackSeller } from '../testing/stack';
import { errorBody } from './error-body';

/** What the gateway adds at the edge, seen through the real services. */
const stack = stackForTests();
let seller: StackSeller;
let admin: StackAdmin;

beforeAll(async () => {
  ({ seller, admin } = await sellerAndAdmin(stack));
});

const tooMany = errorBody(serverMessages.tooManyRequests, 'TOO_MANY_REQUESTS');

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

/**
 * A raw HTTP/1.1 call (fetch refuses to send `Expect`, `Upgrade` and `Keep-Alive`): with
 * `Expect: 100-continue` the body waits for the server's interim 100, as curl does above 1 MB.
 */
function rawCall(
  url: string,
  options: { method?: string; headers?: OutgoingHttpHeaders; body?: Buffer } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers });
    call.once('error', reject);
    call.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
      });
    });
    if (options.headers?.expect === '100-continue') {
      call.once('continue', () => call.end(options.body));
      call.flushHeaders();
    } else {
      call.end(options.body);
    }
  });
}

describe('hop-by-hop request headers', () => {
  it('takes an upload announced with Expect: 100-continue', async () => {
    // About 1.5 MB of base64: above the size where curl starts to send Expect.
    const picture = Buffer.concat([tinyPng, Buffer.alloc(1024 * 1024)]);
    const body = Buffer.from(
      JSON.stringify({
        fileName: 'big.png',
        fileType: 'image/png',
        fileSize: picture.length,
        fileData: picture.toString('base64'),
      }),
    );
    const response = await rawCall(`${stack.apiUrl}/s3/seller/profile-image-upload`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': body.length,
        expect: '100-continue',
      },
      body,
    });
    expect(response.status).toBe(200);
    expect(response.body.key).toMatch(/^seller-profiles\/pending\/[0-9a-f]{24}\.png$/);
  });

  it.each([
    ['Upgrade', { upgrade: 'websocket' }],
    // Node's client always sends Connection; keep-alive in it would name (and so drop) the header.
    ['Keep-Alive', { 'keep-alive': 'timeout=5', connection: 'close' }],
  ])('answers a call carrying %s as without it', async (_name, headers) => {
    const response = await rawCall(`${stack.apiUrl}/seller/${seller.id}`, {
      headers: { authorization: `Bearer ${seller.token}`, ...headers },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, data: { _id: seller.id } });
  });
});
