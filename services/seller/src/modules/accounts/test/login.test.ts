import { audiences } from '@drops/auth';
import { serverMessages } from '@drops/contracts';
import {
  administer,
  bearer,
  completeBody,
  password,
  logIn,
  serviceForTests,
  signUp,
} from '../../../../test/helpers';

const context = serviceForTests();

const login = (payload: unknown) => logIn(context.app, payload);

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}

describe('POST /seller/login', () => {
  it('signs in an active flex seller', async () => {
    const { seller, body } = await signUp(context.app);
    const response = await login({ email: body.email, password });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      success: true,
      message: 'Login successful!',
      data: { seller: { _id: seller._id, accountType: 'flex', isApproved: false } },
    });
    expect(claimsOf(result.data.token)).toMatchObject({ sub: seller._id, aud: audiences.seller });
    const own = await context.app.inject({
      url: `/seller/${seller._id}`,
      headers: bearer(result.data.token),
    });
    expect(own.statusCode).toBe(200);
  });

  it('keeps every answer carrying a token out of caches (no-store)', async () => {
    const body = completeBody();
    const signedUp = await context.app.inject({
      method: 'POST',
      url: '/seller/register/complete',
      payload: body,
    });
    expect(signedUp.json().data.token).toEqual(expect.any(String));
    expect(signedUp.headers['cache-control']).toBe('no-store');
    const signedIn = await login({ email: body.email, password });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('matches the email without regard to case', async () => {
    const { body } = await signUp(context.app);
    const response = await login({ email: body.email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
  });

  it('signs in an approved sell seller', async () => {
    const { seller, body } = await signUp(context.app, { accountType: 'sell' });
    await administer(context, seller._id, { isApproved: true, isActive: true });
    const response = await login({ email: body.email, password });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.seller).toMatchObject({ accountType: 'sell', isApproved: true });
  });

  it('keeps a pending sell seller out with a clear message', async () => {
    const { body } = await signUp(context.app, { accountType: 'sell' });
    const response = await login({ email: body.email, password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      error: serverMessages.accountPendingApproval,
      code: 'ACCOUNT_PENDING_APPROVAL',
      requestId: expect.any(String),
    });
  });

  it.each(['flex', 'sell'] as const)(
    'keeps a rejected (inactive) %s seller out',
    async (accountType) => {
      const { seller, body } = await signUp(context.app, { accountType });
      await administer(context, seller._id, { isApproved: false, isActive: false });
      const response = await login({ email: body.email, password });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        error: serverMessages.accountRejected,
      });
    },
  );

  it('tells the account state only to whoever knows the password', async () => {
    const { body } = await signUp(context.app, { accountType: 'sell' });
    const response = await login({ email: body.email, password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(serverMessages.invalidCredentials);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const { body } = await signUp(context.app);
    const wrong = await login({ email: body.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody.here@example.com', password });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        error: serverMessages.invalidCredentials,
        code: 'UNAUTHORIZED',
        requestId: expect.any(String),
      });
    }
  });

  it.each([
    [{}, { email: 'Email is required', password: 'Password is required' }],
    [
      { email: '', password: '' },
      { email: 'Email is required', password: 'Password is required' },
    ],
    [{ email: 'nope', password: 'x' }, { email: 'Please enter a valid email' }],
    [{ email: 'a@example.com' }, { password: 'Password is required' }],
  ])('validates %j', async (payload, errors) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', errors });
  });

  it('never returns the password or its hash', async () => {
    const { body } = await signUp(context.app);
    const response = await login({ email: body.email, password });
    expect(response.body).not.toContain(password);
    expect(response.body).not.toMatch(/password|scrypt\$/i);
  });
});
