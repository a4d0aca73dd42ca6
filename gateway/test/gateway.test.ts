import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { adminMessages, sellerMessages, serverMessages } from '@drops/contracts';
import { developmentTokenSecrets } from '@drops/service-kit';
import { buildGateway } from '../src/app';
import { closedPortUrl, largeAnswer, startUpstreamStub, type UpstreamStub } from './upstream-stub';
import { errorBody } from './error-body';

/**
 * The gateway alone, in front of stand-in upstreams that echo what reached them:
 * routing, prefixes, headers, limits and the failure answers. The real services are in stack tests.
 */
let seller: UpstreamStub;
let catalog: UpstreamStub;
let admin: UpstreamStub;
let gateway: FastifyInstance;
let base: string;
let sellerToken: string;
let adminToken: string;

const sellerId = '0123456789abcdef01234567';

beforeAll(async () => {
  [seller, catalog, admin] = await Promise.all([
    startUpstreamStub('seller', 5_000),
    startUpstreamStub('catalog'),
    startUpstreamStub('admin'),
  ]);
  gateway = await buildGateway({
    services: { seller: seller.url, catalog: catalog.url, admin: admin.url },
    tokenSecrets: developmentTokenSecrets,
    logLevel: 'silent',
    upstreamTimeoutMs: 300,
  });
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  sellerToken = gateway.signToken('seller', sellerId);
  adminToken = gateway.signToken('admin', 'abcdefabcdefabcdefabcdef');
});

afterAll(async () => {
  await gateway.close();
  await Promise.all([seller.close(), catalog.close(), admin.close()]);
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function call(pathOrUrl: string, init: RequestInit = {}) {
  const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${base}${pathOrUrl}`;
  const response = await fetch(url, init);
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: response.status, headers: response.headers, body };
}

const pageOnlyHeaders = [
  'x-dns-prefetch-control',
  'x-download-options',
  'origin-agent-cluster',
  'x-xss-protection',
];

describe('routing', () => {
  it.each([
    ['POST', '/seller/login', 'none', 'seller'],
    ['POST', '/seller/register/step1', 'none', 'seller'],
    ['POST', '/seller/register/complete', 'none', 'seller'],
    ['GET', `/seller/${sellerId}`, 'seller', 'seller'],
    ['PUT', `/seller/${sellerId}`, 'seller', 'seller'],
    ['GET', '/seller/products?sellerId=a&limit=100', 'seller', 'catalog'],
    ['POST', '/seller/products', 'seller', 'catalog'],
    ['GET', '/seller/products/stats', 'seller', 'catalog'],
    ['PUT', `/seller/products/${sellerId}/status`, 'seller', 'catalog'],
    ['DELETE', `/seller/products/${sellerId}?sellerId=x`, 'seller', 'catalog'],
    ['GET', '/collections?sellerId=x', 'seller', 'catalog'],
    ['POST', '/collections', 'seller', 'catalog'],
    ['PUT', `/collections/${sellerId}`, 'seller', 'catalog'],
    ['POST', '/s3/product-image-upload', 'seller', 'catalog'],
    ['POST', '/s3/seller/profile-image-upload', 'none', 'catalog'],
    ['POST', '/s3/seller/moodboard-image-upload', 'none', 'catalog'],
    ['GET', '/s3/get-signed-url/products%2Fa.png', 'none', 'catalog'],
    ['GET', '/s3/files/products/a.png?expires=1&signature=x', 'none', 'catalog'],
    ['POST', '/auth/login', 'none', 'admin'],
    ['GET', '/admin/sellers?page=2&status=pending', 'admin', 'admin'],
    ['GET', '/admin/products?search=caf%C3%A9+%26%20co&page=2&page=3', 'admin', 'admin'],
    ['PUT', `/admin/sellers/${sellerId}/approve`, 'admin', 'admin'],
    ['DELETE', `/admin/categories/${sellerId}`, 'admin', 'admin'],
  ])('%s %s (%s token) reaches %s at the same path', async (method, path, token, service) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token === 'seller') Object.assign(headers, bearer(sellerToken));
    if (token === 'admin') Object.assign(headers, bearer(adminToken));
    const hasBody = method === 'POST' || method === 'PUT';
    const response = await call(`/api/v1${path}`, {
      method,
      headers,
      body: hasBody ? '{"a":1}' : undefined,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ service, method, url: path });
    if (hasBody) expect(response.body.bodyLength).toBe(7);
  });

  it('passes the token on unchanged', async () => {
    const response = await call('/api/v1/collections', { headers: bearer(sellerToken) });
    expect((response.body.headers as Record<string, string>).authorization).toBe(
      `Bearer ${sellerToken}`,
    );
  });

  it.each([
    ['GET', '/api/v1/nothing'],
    ['GET', '/api/v1'],
    ['GET', '/api/v2/seller/products'],
    ['GET', '/api/v1/s3/unknown'],
    ['GET', '/api/v1/auth/me'],
    ['GET', '/api/v1/s3/product-image-upload'],
    ['POST', '/api/v1/health'],
    ['POST', '/api/v1/nothing'],
  ])('answers %s %s with the 404 error body', async (method, path) => {
    const body = method === 'POST' ? '{"malformed":' : undefined;
    const headers = { 'content-type': 'application/json' };
    const response = await call(path, { method, body, headers });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(errorBody(serverMessages.routeNotFound, 'ROUTE_NOT_FOUND'));
  });

  it.each([
    '/api/v1/seller/..%2fadmin/sellers',
    '/api/v1/seller/%2e%2e%2Fadmin/sellers',
    '/api/v1/seller/..%5cadmin/sellers',
    '/api/v1/s3/files/products/..%2f..%2fsecret.png',
  ])('answers %s, a path that climbs out of its prefix, as no route', async (path) => {
    const response = await call(path, { headers: bearer(sellerToken) });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(errorBody(serverMessages.routeNotFound, 'ROUTE_NOT_FOUND'));
  });
});

describe('token audience at the edge', () => {
  it('refuses seller routes without a seller token before proxying', async () => {
    for (const headers of [{}, bearer(adminToken), bearer('not.a.token')]) {
      const response = await call('/api/v1/seller/products', { headers });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(errorBody(sellerMessages.mustBeLoggedIn, 'UNAUTHORIZED'));
    }
  });

  it('refuses administrator routes without an administrator token', async () => {
    for (const headers of [{}, bearer(sellerToken)]) {
      const response = await call('/api/v1/admin/sellers', { headers });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(errorBody(adminMessages.accessDenied, 'UNAUTHORIZED'));
    }
  });

  it('lets public routes through with any token or none', async () => {
    const response = await call('/api/v1/auth/login', {
      method: 'POST',
      headers: bearer('garbage'),
    });
    expect(response.body.service).toBe('admin');
  });
});

describe('headers', () => {
  it('replaces client-sent identity and forwarding headers with its own', async () => {
    const response = await call('/api/v1/collections', {
      headers: {
        ...bearer(sellerToken),
        'x-seller-id': 'ffffffffffffffffffffffff',
        'x-admin-id': 'ffffffffffffffffffffffff',
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        forwarded: 'for=6.6.6.6',
        'x-real-ip': '6.6.6.6',
        'x-custom': 'kept',
      },
    });
    const received = response.body.headers as Record<string, string>;
    expect(received['x-seller-id']).toBeUndefined();
    expect(received['x-admin-id']).toBeUndefined();
    expect(received.forwarded).toBeUndefined();
    expect(received['x-real-ip']).toBeUndefined();
    expect(received['x-forwarded-for']).toBe('127.0.0.1');
    expect(received['x-forwarded-host']).toBe(new URL(base).host);
    expect(received['x-forwarded-proto']).toBe('http');
    expect(received['x-custom']).toBe('kept');
  });

  it('sets security headers on proxied and own responses', async () => {
    for (const path of ['/api/v1/collections', '/health', '/api/v1/nothing']) {
      const response = await fetch(`${base}${path}`, { headers: bearer(sellerToken) });
      await response.arrayBuffer();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
      expect(response.headers.get('x-powered-by')).toBeNull();
      // Page-only headers (docs/decisions.md): no answer of the API is a rendered page.
      for (const pageOnly of pageOnlyHeaders) expect(response.headers.get(pageOnly)).toBeNull();
    }
  });

  it('lets stored files load cross-origin', async () => {
    const response = await fetch(`${base}/api/v1/s3/files/products/a.png`);
    await response.arrayBuffer();
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${base}/api/v1/seller/products`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('answers a preflight from a frontend origin, cached', async () => {
    const response = await preflight('http://localhost:3002');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3002');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );
    expect(response.headers.get('access-control-max-age')).toBe('600');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives no allowance to another origin', async () => {
    const response = await preflight('http://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('marks real responses, errors included, for the frontend origin', async () => {
    const response = await fetch(`${base}/api/v1/seller/products`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('lets a frontend send If-Match and read the ETag (issue 17, no edit lost)', async () => {
    const allowed = await fetch(`${base}/api/v1/seller/products/abc`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3002',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type,if-match',
      },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'if-match',
    );
    const answer = await fetch(`${base}/api/v1/seller/products`, {
      headers: { origin: 'http://localhost:3002' },
    });
    expect(answer.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('etag');
  });
});

describe('body size', () => {
  it('answers 413 from the declared length before proxying', async () => {
    const body = JSON.stringify({ bio: 'x'.repeat(1024 * 1024) });
    const response = await call('/api/v1/seller/register/step2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual(errorBody(serverMessages.payloadTooLarge, 'PAYLOAD_TOO_LARGE'));
  });

  it('lets an upload route carry more than a megabyte', async () => {
    const body = JSON.stringify({ fileData: 'A'.repeat(3 * 1024 * 1024) });
    const response = await call('/api/v1/s3/seller/profile-image-upload', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    expect(response.body.bodyLength).toBe(Buffer.byteLength(body));
  });
});

describe('content types', () => {
  const unsupported = errorBody(serverMessages.invalidRequestBody, 'UNSUPPORTED_MEDIA_TYPE');

  it.each([
    ['text/plain', '/api/v1/seller/products'],
    ['application/x-www-form-urlencoded', '/api/v1/collections'],
    ['multipart/form-data; boundary=x', '/api/v1/seller/products'],
    ['application/xml', '/api/v1/s3/product-image-upload'],
  ])('refuses a %s body on %s with 415', async (type, path) => {
    const response = await call(path, {
      method: 'POST',
      headers: { ...bearer(sellerToken), 'content-type': type },
      body: 'name=x',
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual(unsupported);
  });

  it('refuses a body without a content type', async () => {
    const response = await call('/api/v1/seller/login', {
      method: 'POST',
      body: new Uint8Array([123, 125]),
    });
    expect(response.status).toBe(415);
  });

  it('passes JSON with parameters, and multipart on upload routes', async () => {
    const json = await call('/api/v1/seller/login', {
      method: 'POST',
      headers: { 'content-type': 'Application/JSON; charset=utf-8' },
      body: '{}',
    });
    expect(json.body.service).toBe('seller');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'a.png');
    const multipart = await call('/api/v1/s3/product-image-upload', {
      method: 'POST',
      headers: bearer(sellerToken),
      body: form,
    });
    expect(multipart.body).toMatchObject({ service: 'catalog', url: '/s3/product-image-upload' });
    expect((multipart.body.headers as Record<string, string>)['content-type']).toMatch(
      /^multipart\/form-data; boundary=/,
    );
  });
});

describe('rate limits', () => {
  // A gateway of its own, so other tests' logins do not count.
  let limited: FastifyInstance;
  let limitedBase: string;
  beforeAll(async () => {
    limited = await buildGateway({
      services: { seller: seller.url, catalog: catalog.url, admin: admin.url },
      tokenSecrets: developmentTokenSecrets,
      logLevel: 'silent',
      rateLimits: {
        login: { max: 3, windowMs: 60_000 },
        registration: { max: 5, windowMs: 60_000 },
        signUpUpload: { max: 2, windowMs: 60_000 },
      },
      bodyLimits: { imageUpload: 2 * 1024 * 1024 },
    });
    await limited.listen({ host: '127.0.0.1', port: 0 });
    limitedBase = `http://127.0.0.1:${(limited.server.address() as AddressInfo).port}`;
  });
  afterAll(() => limited.close());
  const post = (path: string) => call(`${limitedBase}${path}`, { method: 'POST' });

  it('limits logins per client and answers 429 in the error body', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      last = await post('/api/v1/seller/login');
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(last?.body).toEqual(errorBody(serverMessages.tooManyRequests, 'TOO_MANY_REQUESTS'));
    expect(last?.headers.get('retry-after')).toBeTruthy();
    // The administrator login counts apart.
    expect((await post('/api/v1/auth/login')).status).toBe(200);
  });

  it('counts every registration step against one limit', async () => {
    const statuses: number[] = [];
    for (const step of ['step1', 'step2', 'step3', 'complete', 'step1', 'step2']) {
      statuses.push((await post(`/api/v1/seller/register/${step}`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits the public sign-up uploads, and their size', async () => {
    const upload = (size: number) =>
      call(`${limitedBase}/api/v1/s3/seller/moodboard-image-upload`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fileData: 'A'.repeat(size) }),
      });
    expect((await upload(3 * 1024 * 1024)).status).toBe(413);
    const statuses = [(await upload(10)).status, (await upload(10)).status];
    statuses.push((await upload(10)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('does not limit other routes', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await call(`${limitedBase}/api/v1/collections`, {
        headers: bearer(sellerToken),
      });
      expect(response.status).toBe(200);
    }
  });
});

describe('upstream failures', () => {
  it('answers 504 in the error body when a service is slow', async () => {
    const started = Date.now();
    const response = await call('/api/v1/seller/slow/x', { headers: bearer(sellerToken) });
    expect(response.status).toBe(504);
    expect(response.body).toEqual(errorBody(serverMessages.gatewayTimeout, 'GATEWAY_TIMEOUT'));
    // undici's timers tick about once a second.
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('answers 502 when a service drops the connection', async () => {
    const response = await call('/api/v1/seller/reset/x', {
      method: 'POST',
      headers: { ...bearer(sellerToken), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(502);
    expect(response.body).toEqual(errorBody(serverMessages.badGateway, 'BAD_GATEWAY'));
  });

  it('answers 503 when nothing listens, and health says degraded', async () => {
    const down = await buildGateway({
      services: { seller: seller.url, catalog: catalog.url, admin: await closedPortUrl() },
      tokenSecrets: developmentTokenSecrets,
      logLevel: 'silent',
    });
    try {
      const response = await down.inject({
        method: 'GET',
        url: '/api/v1/admin/sellers',
        headers: bearer(adminToken),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(
        errorBody(serverMessages.serviceUnavailable, 'SERVICE_UNAVAILABLE'),
      );
      const health = await down.inject('/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({
        status: 'degraded',
        services: {
          seller: { status: 'ok' },
          catalog: { status: 'ok' },
          admin: { status: 'unreachable' },
        },
        database: { status: 'ok' },
      });
    } finally {
      await down.close();
    }
  });
});

describe('upstream answers', () => {
  it('passes on an answer larger than it reads whole, byte for byte', async () => {
    const response = await fetch(`${base}/api/v1/seller/answer/large`, {
      headers: bearer(sellerToken),
    });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBe(largeAnswer.length);
    expect(Buffer.from(await response.arrayBuffer()).equals(largeAnswer)).toBe(true);
  });

  it('passes on an answer of undeclared length', async () => {
    const response = await call('/api/v1/seller/answer/chunked', { headers: bearer(sellerToken) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ parts: ['one', 'two'] });
  });

  it('keeps the declared length of a HEAD answer, without a body', async () => {
    const path = '/api/v1/seller/answer/small';
    const get = await fetch(`${base}${path}`, { headers: bearer(sellerToken) });
    const length = (await get.arrayBuffer()).byteLength;
    expect(length).toBeGreaterThan(0);
    const head = await fetch(`${base}${path}`, { method: 'HEAD', headers: bearer(sellerToken) });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(length);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 502 when a service stops midway through its answer', async () => {
    const response = await call('/api/v1/seller/answer/cut', { headers: bearer(sellerToken) });
    expect(response.status).toBe(502);
    expect(response.body).toEqual(errorBody(serverMessages.badGateway, 'BAD_GATEWAY'));
    // The next call gets through as usual.
    expect((await call('/api/v1/collections', { headers: bearer(sellerToken) })).status).toBe(200);
  });
});

describe('health', () => {
  it.each(['/health', '/api/v1/health'])(
    '%s reports every service and the database',
    async (path) => {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        status: 'ok',
        services: {
          seller: { status: 'ok', latencyMs: expect.any(Number) },
          catalog: { status: 'ok', latencyMs: expect.any(Number) },
          admin: { status: 'ok', latencyMs: expect.any(Number) },
        },
        database: { status: 'ok' },
      });
    },
  );
});
