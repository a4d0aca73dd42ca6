import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import Fastify from 'fastify';
import { gatewayServiceNames } from '@drops/contracts';
import { registerOpenApi } from '@drops/service-kit';
import type { OpenApiDocument, OpenApiOperation } from '../src/openapi/public-document';
import { missingSchemas, publicRoutesOf } from '../testing/route-schemas';
import { request, type ApiResponse, type StackAdmin, type StackSeller } from '../testing/stack';
import {
  completeBody,
  sellerAndAdmin,
  stackForTests,
  step1Body,
  unique,
  uploadBody,
} from './fixtures';

/** The public OpenAPI document and reference page, checked against the services and real answers. */
const stack = stackForTests();
let seller: StackSeller;
let admin: StackAdmin;
let document: OpenApiDocument;

beforeAll(async () => {
  ({ seller, admin } = await sellerAndAdmin(stack));
  const response = await request(`${stack.apiUrl}/openapi.json`);
  expect(response.status).toBe(200);
  document = response.body as unknown as OpenApiDocument;
});

/** `{name}` matches one segment, `{key}` (a storage key) the rest of the path. */
function templatePattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) =>
      part === '{key}'
        ? '.+'
        : part.startsWith('{')
          ? '[^/]+'
          : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

function operationFor(method: string, url: string): { path: string; operation: OpenApiOperation } {
  const path = new URL(url).pathname;
  const candidates = Object.keys(document.paths)
    .filter((template) => templatePattern(template).test(path))
    // A literal segment (`/seller/products/stats`) wins over a parameter (`/seller/products/{id}`).
    .sort((first, second) => first.split('{').length - second.split('{').length);
  const template = candidates[0];
  const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined;
  if (!template || !operation) throw new Error(`${method} ${path} is not in the document`);
  return { path: template, operation };
}

describe('every public route declares its schemas', () => {
  it('finds the routes each service has behind the gateway', () => {
    for (const name of gatewayServiceNames)
      expect(publicRoutesOf(name, stack.services[name].declaredRoutes).length).toBeGreaterThan(0);
  });

  it('has a response schema, path parameters, (writes) a body and (query readers) a querystring on each one', () => {
    const problems = gatewayServiceNames.flatMap((name) =>
      publicRoutesOf(name, stack.services[name].declaredRoutes).flatMap(missingSchemas),
    );
    expect(problems).toEqual([]);
  });

  it('would name a route that declares nothing', () => {
    expect(missingSchemas({ method: 'POST', url: '/collections/:id/items' })).toEqual([
      'POST /collections/:id/items: no response schema',
      'POST /collections/:id/items: no params schema',
      'POST /collections/:id/items: no body schema',
    ]);
    expect(
      missingSchemas({
        method: 'GET',
        url: '/collections',
        schema: { response: { 400: {} } },
      }),
    ).toEqual(['GET /collections: no response schema']);
    expect(
      missingSchemas({
        method: 'GET',
        url: '/collections',
        schema: { response: { 200: {} } },
        readsQuery: true,
      }),
    ).toEqual(['GET /collections: no querystring schema']);
  });

  it('sees which routes read their query string, in the handler or a route hook', async () => {
    const routes = gatewayServiceNames.flatMap((name) =>
      publicRoutesOf(name, stack.services[name].declaredRoutes),
    );
    const reading = (method: string, url: string) =>
      routes.find((route) => route.method === method && route.url === url)?.readsQuery;
    // The spec's paged lists read page, limit and their filters; a read by id reads none.
    expect(reading('GET', '/admin/sellers')).toBe(true);
    expect(reading('GET', '/seller/notifications')).toBe(true);
    expect(reading('GET', '/admin/sellers/:id')).toBe(false);
    const app = Fastify();
    await registerOpenApi(app, 'probe');
    app.get('/hooked', { preHandler: async (request) => void request.query }, async () => ({}));
    app.get('/plain', async () => ({}));
    await app.ready();
    expect(
      app.declaredRoutes
        .filter((route) => route.readsQuery)
        .map((route) => `${route.method} ${route.url}`),
    ).toEqual(['GET /hooked', 'HEAD /hooked']);
    await app.close();
  });

  it('leaves out what the gateway never proxies to that service', () => {
    const catalogRoutes = stack.services.catalog.declaredRoutes;
    expect(catalogRoutes.some((route) => route.url.startsWith('/internal/'))).toBe(true);
    expect(
      publicRoutesOf('catalog', catalogRoutes).some((route) => route.url.startsWith('/internal')),
    ).toBe(false);
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('is OpenAPI 3.1 with every public route of every service, under /api/v1, and no internal one', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = gatewayServiceNames.flatMap((name) =>
      publicRoutesOf(name, stack.services[name].declaredRoutes).map(
        (route) =>
          `${route.method} /api/v1${route.url.replace(/:(\w+)/g, '{$1}').replace('*', '{key}')}`,
      ),
    );
    expect([...operations].sort()).toEqual([...declared].sort());
    expect(operations).toContain('POST /api/v1/seller/login');
    expect(operations).toContain('GET /api/v1/admin/sellers');
    expect(operations.filter((operation) => /internal|health|metrics/.test(operation))).toEqual([]);
  });

  it('says which token each route needs and what the gateway itself may answer', () => {
    const login = document.paths['/api/v1/seller/login']?.post;
    expect(login?.security).toBeUndefined();
    expect(Object.keys(login?.responses ?? {})).toEqual(expect.arrayContaining(['200', '429']));
    const drops = document.paths['/api/v1/seller/products']?.get;
    expect(drops?.security).toEqual([{ sellerToken: [] }]);
    expect(drops?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['status', 'search', 'page']),
    );
    expect(document.paths['/api/v1/admin/sellers']?.get?.security).toEqual([{ adminToken: [] }]);
    expect(Object.keys(document.paths['/api/v1/admin/sellers']?.get?.responses ?? {})).toContain(
      '401',
    );
    expect(document.paths['/api/v1/admin/sellers']?.get?.responses['404']?.description).toBe(
      'Not Found',
    );
  });
});

describe('GET /api/v1/docs', () => {
  it('is one self-contained HTML page listing the operations', async () => {
    const response = await fetch(`${stack.apiUrl}/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain('<h1>Drops API</h1>');
    expect(page).toContain('/api/v1/seller/products/{id}');
    expect(page).toContain('/api/v1/admin/categories');
    // Nothing loaded from elsewhere: no script, no outside stylesheet, image or font.
    expect(page).not.toMatch(/<script|<link|<img|@import|url\(/i);
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//i);
  });
});

describe('real answers match the document', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);

  const checked: string[] = [];

  /** Validates the answer's body against the document's schema for its path, method and status. */
  function expectDocumented(method: string, url: string, response: ApiResponse) {
    const { path, operation } = operationFor(method, url);
    const answer = operation.responses[String(response.status)];
    if (!answer)
      throw new Error(`${method} ${path} answered ${response.status}, which it does not document`);
    const schema = answer.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${method} ${path} ${response.status} has no JSON schema`);
    const validate = ajv.compile({
      ...(schema as Record<string, unknown>),
      components: document.components,
    });
    const valid = validate(response.body);
    if (!valid)
      throw new Error(
        `${method} ${path} ${response.status}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(response.body)}`,
      );
    checked.push(`${method} ${path} ${response.status}`);
  }

  async function call(
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<ApiResponse> {
    const url = `${stack.apiUrl}${path}`;
    const response = await request(url, { method, ...options });
    expectDocumented(method, url, response);
    return response;
  }

  it('sign-up, sign-in and the seller profile', async () => {
    const step1 = step1Body();
    expect((await call('POST', '/seller/register/step1', { body: step1 })).status).toBe(200);
    expect((await call('POST', '/seller/register/step1', { body: {} })).status).toBe(400);
    const upload = await call('POST', '/s3/seller/profile-image-upload', { body: uploadBody() });
    expect(upload.status).toBe(200);
    const signUp = await call('POST', '/seller/register/complete', { body: completeBody() });
    expect(signUp.status).toBe(200);

    const login = await call('POST', '/seller/login', {
      body: { email: seller.email, password: seller.password },
    });
    expect(login.status).toBe(200);
    const refused = await call('POST', '/seller/login', {
      body: { email: seller.email, password: 'not-the-password' },
    });
    expect(refused.status).toBe(401);

    expect((await call('GET', `/seller/${seller.id}`, { token: seller.token })).status).toBe(200);
    const updated = await call('PUT', `/seller/${seller.id}`, {
      token: seller.token,
      body: { bio: 'Prints and posters, in short runs.' },
    });
    expect(updated.status).toBe(200);
    expect((await call('GET', `/seller/${seller.id}`)).status).toBe(401);
    expect((await call('GET', '/seller/notifications', { token: seller.token })).status).toBe(200);
    expect(
      (await call('PUT', '/seller/notifications/read-all', { token: seller.token })).status,
    ).toBe(200);
  });

  it('drops and collections, created, read, changed and deleted', async () => {
    const token = seller.token;
    const created = await call('POST', '/seller/products', {
      token,
      body: { name: `Drop ${unique()}` },
    });
    expect(created.status).toBe(201);
    const id = (created.body.data as { _id: string })._id;
    expect((await call('GET', '/seller/products', { token })).status).toBe(200);
    expect((await call('GET', '/seller/products?status=draft&page=1', { token })).status).toBe(200);
    expect((await call('GET', '/seller/products/stats', { token })).status).toBe(200);
    expect((await call('GET', `/seller/products/${id}`, { token })).status).toBe(200);
    const changed = await call('PUT', `/seller/products/${id}`, {
      token,
      body: { name: `Drop ${unique()}`, description: 'A short run of prints.' },
    });
    expect(changed.status).toBe(200);
    const status = await call('PUT', `/seller/products/${id}/status`, {
      token,
      body: { status: 'no-such-status' },
    });
    expect(status.status).toBe(400);
    expect((await call('DELETE', `/seller/products/${id}`, { token })).status).toBe(200);
    expect((await call('GET', `/seller/products/${id}`, { token })).status).toBe(404);

    const collection = await call('POST', '/collections', {
      token,
      body: { collectionName: `Series ${unique()}` },
    });
    expect(collection.status).toBe(201);
    const collectionId = (collection.body.data as { _id: string })._id;
    expect((await call('GET', '/collections', { token })).status).toBe(200);
    expect((await call('GET', `/collections/${collectionId}`, { token })).status).toBe(200);
    expect(
      (
        await call('PUT', `/collections/${collectionId}`, {
          token,
          body: { collectionName: `Series ${unique()}` },
        })
      ).status,
    ).toBe(200);
    expect((await call('DELETE', `/collections/${collectionId}`, { token })).status).toBe(200);
    const key = (await call('POST', '/s3/product-image-upload', { token, body: uploadBody() })).body
      .key as string;
    expect((await call('GET', `/s3/get-signed-url/${key}`)).status).toBe(200);
  });

  it('the administrator lists, decisions and their errors', async () => {
    const token = admin.token;
    const login = await call('POST', '/auth/login', {
      body: { email: admin.email, password: admin.password },
    });
    expect(login.status).toBe(200);
    expect(
      (await call('POST', '/auth/login', { body: { email: admin.email, password: 'wrong' } }))
        .status,
    ).toBe(401);
    expect((await call('GET', '/admin/sellers', { token })).status).toBe(200);
    expect(
      (await call('GET', '/admin/sellers?status=pending&search=stack', { token })).status,
    ).toBe(200);
    expect((await call('GET', `/admin/sellers/${seller.id}`, { token })).status).toBe(200);
    expect((await call('GET', `/admin/sellers/${'0'.repeat(24)}`, { token })).status).toBe(404);
    expect((await call('GET', '/admin/products', { token })).status).toBe(200);
    expect((await call('GET', '/admin/categories', { token })).status).toBe(200);
    const category = await call('POST', '/admin/categories', {
      token,
      body: { name: `Category ${unique()}` },
    });
    expect(category.status).toBe(201);
    const approve = await call('PUT', `/admin/sellers/${seller.id}/approve`, {
      token,
      body: { isApproved: true, isActive: true },
    });
    expect(approve.status).toBe(200);
    expect((await call('GET', '/admin/sellers')).status).toBe(401);
    expect((await call('GET', '/admin/sellers', { token: seller.token })).status).toBe(401);
  });

  it('refuses an answer the document does not describe', () => {
    const url = `${stack.apiUrl}/seller/login`;
    const headers = new Headers();
    expect(() =>
      expectDocumented('POST', url, { status: 200, headers, body: { success: true } }),
    ).toThrow(/POST \/api\/v1\/seller\/login 200/);
    expect(() =>
      expectDocumented('POST', url, { status: 418, headers, body: { success: false } }),
    ).toThrow(/does not document/);
  });

  it('checked the answers of every area, successes and errors', () => {
    expect(checked.length).toBeGreaterThan(30);
    for (const status of [' 200', ' 201', ' 400', ' 401', ' 404'])
      expect(checked.some((entry) => entry.endsWith(status))).toBe(true);
  });
});
