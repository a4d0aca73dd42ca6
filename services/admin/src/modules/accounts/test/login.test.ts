import { adminMessages, validationMessages } from '@drops/contracts';
import { adminForTests, insertAdminUser } from '../../../../test/helpers';

const context = adminForTests();

beforeAll(async () => {
  await insertAdminUser(context.database.knex, {
    email: 'viewer@drops.test',
    password: 'viewer-password-1',
    username: 'viewer',
    permissions: { admin: false },
  });
  await insertAdminUser(context.database.knex, {
    email: 'odd@drops.test',
    password: 'odd-password-123',
    permissions: { admin: 'true' },
  });
});

const login = (payload: unknown) =>
  context.app.inject({ method: 'POST', url: '/auth/login', payload: payload as object });

describe('POST /auth/login', () => {
  it('signs an administrator in with the token and user at the top level and under data', async () => {
    const response = await login({ email: 'root@drops.test', password: 'admin-password-123' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const user = {
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      username: 'root',
      email: 'root@drops.test',
      permissions: { admin: true },
    };
    expect(body).toEqual({
      success: true,
      // Issue 30 adds the session's refresh token and the access token's expiry.
      token: {
        accessToken: expect.any(String),
        refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresAt: expect.any(String),
      },
      user,
      data: { token: body.token, user },
    });
    expect(JSON.stringify(body)).not.toContain('password');
    // The token must stay out of every cache.
    expect(response.headers['cache-control']).toBe('no-store');
    const categories = await context.app.inject({
      url: '/admin/categories',
      headers: { authorization: `Bearer ${body.token.accessToken}` },
    });
    expect(categories.statusCode).toBe(200);
  });

  it('accepts the email in any case', async () => {
    const response = await login({ email: 'ROOT@Drops.Test', password: 'admin-password-123' });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{}],
    [{ email: 'root@drops.test' }],
    [{ password: 'admin-password-123' }],
    [{ email: '', password: 'admin-password-123' }],
    [{ email: 'root@drops.test', password: '' }],
    [{ email: '', password: '' }],
  ])('asks for both fields: %j', async (payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: validationMessages.adminFieldsRequired,
    });
  });

  it('answers "Login failed" for a wrong password or an unknown email', async () => {
    for (const payload of [
      { email: 'root@drops.test', password: 'wrong-password' },
      { email: 'nobody@drops.test', password: 'admin-password-123' },
      { email: "' OR 1=1 --", password: "' OR '1'='1" },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: adminMessages.loginFailed });
    }
  });

  it('refuses a user without the admin permission', async () => {
    for (const payload of [
      { email: 'viewer@drops.test', password: 'viewer-password-1' },
      { email: 'odd@drops.test', password: 'odd-password-123' },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, error: adminMessages.accessDenied });
    }
  });

  it('refuses a non-admin user only after the password matched', async () => {
    const response = await login({ email: 'viewer@drops.test', password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
  });

  it('answers bad input with 400 in the error body', async () => {
    const cases = [
      { email: 5, password: 'x' },
      { email: 'root@drops.test', password: ['admin-password-123'] },
      { email: 'root@drops.test', password: 'admin-password-123', admin: true },
      { email: 'a'.repeat(10_000), password: 'x' },
      { email: 'root@drops.test', password: 'p'.repeat(10_000) },
    ];
    for (const payload of cases) {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const malformed = await context.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
  });
});
