import { Type } from '@sinclair/typebox';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { audiences, tokenIssuer } from '@drops/auth';
import { validationMessages, withMessages } from '@drops/contracts';
import { createService, developmentTokenSecrets, NotFoundError, type ServiceApp } from '../src';
import { forgeToken, nowSeconds } from '../src/testing';

let database: TestDatabase;
let app: ServiceApp;

const LoginBody = Type.Object(
  {
    email: withMessages(Type.String({ minLength: 1, format: 'email' }), {
      required: validationMessages.emailRequired,
      minLength: validationMessages.emailRequired,
      format: validationMessages.emailInvalid,
    }),
    password: withMessages(Type.String({ minLength: 1 }), {
      required: validationMessages.passwordRequired,
      minLength: validationMessages.passwordRequired,
    }),
  },
  { additionalProperties: false },
);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createService({
    name: 'kit-test',
    database: { knex: database.knex },
    tokenSecrets: developmentTokenSecrets,
    logLevel: 'silent',
  });
  app.post('/login', { schema: { body: LoginBody } }, async () => ({ success: true }));
  app.get(
    '/items',
    { schema: { querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) }) } },
    async (request) => ({ page: request.query.page ?? 1 }),
  );
  app.get('/missing', async () => {
    throw new NotFoundError('Seller not found');
  });
  app.get('/boom', async () => {
    throw new Error('secret detail');
  });
  app.get('/me', { preHandler: app.requireSeller }, async (request) => ({
    sellerId: request.sellerId,
  }));
  app.get('/admin-only', { preHandler: app.requireAdmin }, async (request) => ({
    adminId: request.adminId,
  }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.destroy();
});

describe('validation and the error body', () => {
  it('names every failing field with the schema message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      errors: {
        email: validationMessages.emailInvalid,
        password: validationMessages.passwordRequired,
      },
    });
    expect(Object.values(body.errors)).toContain(body.error);
  });

  it('treats an empty string as missing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: '', password: 'x' },
    });
    expect(response.json().errors).toEqual({ email: validationMessages.emailRequired });
  });

  it('refuses unknown fields, wrong types and malformed JSON with 400', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'a@b.co', password: 'x', isAdmin: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ isAdmin: 'This field is not allowed' });
    const wrongType = await app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 5, password: 'x' },
    });
    expect(wrongType.statusCode).toBe(400);
    const malformed = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, error: 'Invalid request body' });
  });

  it('coerces query strings and rejects out-of-range values', async () => {
    expect((await app.inject('/items?page=3')).json()).toEqual({ page: 3 });
    expect((await app.inject('/items?page=-1')).statusCode).toBe(400);
    expect((await app.inject('/items?page=abc')).statusCode).toBe(400);
  });

  it('answers domain errors, unknown routes and crashes in the error body', async () => {
    const missing = await app.inject('/missing');
    expect(missing.json()).toEqual({
      success: false,
      error: 'Seller not found',
      code: 'NOT_FOUND',
      // The id a user quotes in a report: the same as the answer's header and the log lines'.
      requestId: missing.headers['x-request-id'],
    });
    expect((await app.inject('/nowhere')).statusCode).toBe(404);
    const crash = await app.inject('/boom');
    expect(crash.statusCode).toBe(500);
    expect(crash.body).not.toContain('secret detail');
  });

  it('reports the database in /health', async () => {
    expect((await app.inject('/health')).json()).toEqual({
      status: 'ok',
      service: 'kit-test',
      database: 'ok',
    });
  });
});

describe('token audiences', () => {
  const base = () => ({ iss: tokenIssuer, iat: nowSeconds(), exp: nowSeconds() + 60 });

  it('accepts a seller token on seller routes only', async () => {
    const token = app.signToken('seller', '0123456789abcdef01234567');
    const me = await app.inject({ url: '/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toEqual({ sellerId: '0123456789abcdef01234567' });
    const admin = await app.inject({
      url: '/admin-only',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(admin.statusCode).toBe(401);
  });

  it.each([
    ['no token', undefined],
    [
      'alg none',
      forgeToken(
        { ...base(), sub: 'a', aud: audiences.seller },
        { header: { alg: 'none', typ: 'JWT' } },
      ),
    ],
    [
      'expired',
      forgeToken(
        { ...base(), sub: 'a', aud: audiences.seller, exp: nowSeconds() - 10 },
        { secret: developmentTokenSecrets.seller },
      ),
    ],
    [
      'without exp',
      forgeToken(
        { iss: tokenIssuer, sub: 'a', aud: audiences.seller },
        { secret: developmentTokenSecrets.seller },
      ),
    ],
    [
      'without aud',
      forgeToken({ ...base(), sub: 'a' }, { secret: developmentTokenSecrets.seller }),
    ],
    [
      'array aud',
      forgeToken(
        { ...base(), sub: 'a', aud: [audiences.seller, audiences.admin] },
        { secret: developmentTokenSecrets.seller },
      ),
    ],
    [
      'wrong secret',
      forgeToken({ ...base(), sub: 'a', aud: audiences.seller }, { secret: 'another-secret' }),
    ],
    [
      'admin audience',
      forgeToken(
        { ...base(), sub: 'a', aud: audiences.admin },
        { secret: developmentTokenSecrets.seller },
      ),
    ],
    [
      'HS512',
      forgeToken(
        { ...base(), sub: 'a', aud: audiences.seller },
        { secret: developmentTokenSecrets.seller, header: { alg: 'HS512', typ: 'JWT' } },
      ),
    ],
  ])('refuses %s with 401', async (_name, token) => {
    const response = await app.inject({
      url: '/me',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'You must be logged in as a seller',
    });
  });

  it('refuses a token it accepted once the token has expired', async () => {
    const expiresAt = nowSeconds() + 1;
    const token = forgeToken(
      { iss: tokenIssuer, iat: nowSeconds(), exp: expiresAt, sub: 'a', aud: audiences.seller },
      { secret: developmentTokenSecrets.seller },
    );
    const me = () => app.inject({ url: '/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me()).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 - Date.now() + 50));
    expect((await me()).statusCode).toBe(401);
  });

  it('refuses a tampered token', async () => {
    const token = app.signToken('seller', '0123456789abcdef01234567');
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ ...base(), sub: 'ffffffffffffffffffffffff', aud: audiences.seller }),
    ).toString('base64url');
    const response = await app.inject({
      url: '/me',
      headers: { authorization: `Bearer ${header}.${payload}.${signature}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
