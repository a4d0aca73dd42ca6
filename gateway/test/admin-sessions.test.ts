import { createHash } from 'node:crypto';
import { adminMessages, sessionMessages } from '@drops/contracts';
import { stackForTests } from './fixtures';
import { request, type StackAdmin } from '../testing/stack';

/**
 * Issue 30 item 3 for administrators, through the real gateway and services on MariaDB: the
 * spec's `token.accessToken` lives 15 minutes and names its session; the session's rotating
 * refresh token keeps it going for 12 hours from the sign-in at most; sign-out and a reset end
 * it at once.
 */
const stack = stackForTests();
const api = () => stack.apiUrl;

interface AdminTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: string;
}

async function signIn(admin: StackAdmin) {
  const answer = await request(`${api()}/auth/login`, {
    method: 'POST',
    body: { email: admin.email, password: admin.password },
  });
  expect(answer.status).toBe(200);
  return { answer, token: answer.body.token as AdminTokens };
}

const refresh = (body: unknown, headers: Record<string, string> = {}) =>
  request(`${api()}/auth/token/refresh`, { method: 'POST', body, headers });

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

async function expectSignedIn(token: string) {
  expect((await request(`${api()}/admin/sellers`, { token })).status).toBe(200);
}

async function expectSignedOut(token: string) {
  expect(await request(`${api()}/admin/sellers`, { token })).toMatchObject({
    status: 401,
    body: { success: false, error: adminMessages.accessDenied },
  });
}

it('keeps the spec’s answer and adds the session’s refresh token, for 12 hours at most', async () => {
  const admin = await stack.createAdmin();
  const { answer, token } = await signIn(admin);
  expect(answer.body).toMatchObject({
    success: true,
    token: { accessToken: expect.any(String), refreshToken: expect.any(String) },
    user: { _id: admin.id },
    data: { token, user: { _id: admin.id } },
  });
  const claims = claimsOf(token.accessToken);
  expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
  const cookie = answer.headers.get('set-cookie') ?? '';
  expect(cookie).toContain(`drops_admin_refresh=${token.refreshToken};`);
  expect(cookie).toMatch(/; Path=\/api\/v1\/auth\/token;.*HttpOnly; Secure; SameSite=Strict/);
  expect(cookie).toMatch(/; Max-Age=43200;/);

  const session = await stack.databases.admin
    .knex('admin_sessions')
    .where({ id: claims.sid })
    .first();
  expect(Number(session.expires_at) - Number(session.created_at)).toBe(12 * 3_600_000);
  const stored = await stack.databases.admin
    .knex('admin_refresh_tokens')
    .where({ session_id: claims.sid });
  expect(stored.map((row) => row.token_hash)).toEqual([
    createHash('sha256').update(token.refreshToken).digest('hex'),
  ]);
});

it('refreshes from the body or the cookie, once per token, never past the 12 hours', async () => {
  const admin = await stack.createAdmin();
  const { token } = await signIn(admin);
  const byBody = await refresh({ refreshToken: token.refreshToken });
  expect(byBody.status).toBe(200);
  const next = byBody.body.data as { token: string; refreshToken: string };
  await expectSignedIn(next.token);
  const byCookie = await refresh(undefined, { cookie: `drops_admin_refresh=${next.refreshToken}` });
  expect(byCookie.status).toBe(200);

  const sid = claimsOf(next.token).sid;
  const rows = await stack.databases.admin.knex('admin_sessions').where({ id: sid }).first();
  expect(Number(rows.expires_at) - Number(rows.created_at)).toBe(12 * 3_600_000);

  // Past the 12 hours the session is over, however recently it was refreshed.
  const last = byCookie.body.data as { token: string; refreshToken: string };
  await stack.databases.admin
    .knex('admin_sessions')
    .where({ id: sid })
    .update({ expires_at: Date.now() - 1 });
  expect(await refresh({ refreshToken: last.refreshToken })).toMatchObject({
    status: 401,
    body: { error: sessionMessages.refreshInvalid },
  });
  await expectSignedOut(last.token);
});

it('signs out at once, and a reset ends every session', async () => {
  const admin = await stack.createAdmin();
  const first = await signIn(admin);
  const second = await signIn(admin);
  const out = await request(`${api()}/auth/logout`, {
    method: 'POST',
    token: first.token.accessToken,
  });
  expect(out.status).toBe(200);
  expect(out.headers.get('set-cookie')).toMatch(/^drops_admin_refresh=; .*Max-Age=0/);
  await expectSignedOut(first.token.accessToken);
  await expectSignedIn(second.token.accessToken);

  const resetToken = 'a'.repeat(43);
  await stack.databases.admin.knex('admin_password_resets').insert({
    token_hash: createHash('sha256').update(resetToken).digest('hex'),
    account_id: admin.id,
    created_at: Date.now(),
    expires_at: Date.now() + 60_000,
    used_at: null,
  });
  const reset = await request(`${api()}/auth/password/reset`, {
    method: 'POST',
    body: { token: resetToken, password: 'a-new-admin-password-1' },
  });
  expect(reset.status).toBe(200);
  await expectSignedOut(second.token.accessToken);
  expect((await refresh({ refreshToken: second.token.refreshToken })).status).toBe(401);
});
