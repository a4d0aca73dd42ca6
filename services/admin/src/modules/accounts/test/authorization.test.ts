import { audiences, tokenIssuer } from '@drops/auth';
import { adminMessages } from '@drops/contracts';
import { newId } from '@drops/db';
import { developmentTokenSecrets } from '@drops/service-kit';
import { forgeToken, nowSeconds } from '@drops/service-kit/testing';
import { adminForTests } from '../../../../test/helpers';

const context = adminForTests();

const id = newId();
const routes: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/admin/sellers' },
  { method: 'GET', url: `/admin/sellers/${id}` },
  {
    method: 'PUT',
    url: `/admin/sellers/${id}/approve`,
    payload: { isApproved: true, isActive: true },
  },
  { method: 'POST', url: `/admin/sellers/${id}/invite` },
  { method: 'GET', url: '/admin/products' },
  { method: 'GET', url: `/admin/products/${id}` },
  { method: 'PUT', url: `/admin/products/${id}/badge`, payload: { badge: true } },
  { method: 'GET', url: '/admin/categories' },
  { method: 'POST', url: '/admin/categories', payload: { name: 'Forbidden' } },
  { method: 'PUT', url: `/admin/categories/${id}`, payload: { name: 'Forbidden' } },
  { method: 'DELETE', url: `/admin/categories/${id}` },
];

const claims = (overrides: Record<string, unknown> = {}) => ({
  sub: newId(),
  aud: audiences.admin,
  iss: tokenIssuer,
  iat: nowSeconds() - 10,
  exp: nowSeconds() + 600,
  ...overrides,
});

const refusedTokens: [string, () => string | undefined][] = [
  ['no token', () => undefined],
  ['a seller token', () => context.sellerToken],
  [
    'a seller-audience token signed with the admin secret',
    () => forgeToken(claims({ aud: audiences.seller }), { secret: developmentTokenSecrets.admin }),
  ],
  [
    'an expired admin token',
    () => forgeToken(claims({ exp: nowSeconds() - 60 }), { secret: developmentTokenSecrets.admin }),
  ],
  [
    'a tampered admin token',
    () => {
      const [header, , signature] = context.adminToken.split('.');
      const payload = Buffer.from(JSON.stringify(claims())).toString('base64url');
      return `${header}.${payload}.${signature}`;
    },
  ],
  [
    'an unsigned token (alg none)',
    () => forgeToken(claims(), { header: { alg: 'none', typ: 'JWT' } }),
  ],
  [
    'an admin token with an array audience',
    () =>
      forgeToken(claims({ aud: [audiences.admin, audiences.seller] }), {
        secret: developmentTokenSecrets.admin,
      }),
  ],
  ['garbage', () => 'not.a.token'],
];

describe.each(refusedTokens)('every admin route with %s', (_label, token) => {
  it.each(routes)('$method $url answers 401', async ({ method, url, payload }) => {
    const value = token();
    const response = await context.app.inject({
      method,
      url,
      headers: value ? { authorization: `Bearer ${value}` } : {},
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, error: adminMessages.accessDenied });
  });
});

describe('an administrator token', () => {
  it.each(routes)('$method $url gets past authentication', async ({ method, url, payload }) => {
    const response = await context.app.inject({
      method,
      url,
      headers: context.adminHeaders,
      ...(payload ? { payload } : {}),
    });
    expect([200, 201, 404]).toContain(response.statusCode);
  });
});

it('checks the token before the body: a seller sending a bad body gets 401, not 400', async () => {
  const response = await context.app.inject({
    method: 'POST',
    url: '/admin/categories',
    headers: { ...context.sellerHeaders, 'content-type': 'application/json' },
    payload: '{"name":',
  });
  expect(response.statusCode).toBe(401);
});

it('leaves the login and health routes open', async () => {
  expect((await context.app.inject('/health')).statusCode).toBe(200);
  const login = await context.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: 'root@drops.test', password: 'admin-password-123' },
  });
  expect(login.statusCode).toBe(200);
});
