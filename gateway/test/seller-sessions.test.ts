import { createHash } from 'node:crypto';
import { sellerMessages, sessionMessages } from '@drops/contracts';
import { decideOnSeller, stackForTests } from './fixtures';
import { request, type StackSeller } from '../testing/stack';

/**
 * Issue 30 item 3, through the real gateway in front of the real services on MariaDB: a
 * sign-in's 15-minute access token and its session's rotating refresh token (body or cookie),
 * sign-out, the sessions list and ending one or all, and what else ends them at once (a reused
 * refresh token, a new password, an administrator's rejection), on the seller service's routes
 * and on the catalog's.
 */
const stack = stackForTests();
const api = () => stack.apiUrl;

const chromeOnMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxOnAndroid = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

interface SignedIn {
  token: string;
  refreshToken: string;
  expiresAt: string;
  cookie: string | null;
}

async function signIn(seller: StackSeller, userAgent = chromeOnMac): Promise<SignedIn> {
  const answer = await request(`${api()}/seller/login`, {
    method: 'POST',
    body: { email: seller.email, password: seller.password },
    headers: { 'user-agent': userAgent },
  });
  expect(answer.status).toBe(200);
  const data = answer.body.data as Omit<SignedIn, 'cookie'>;
  return { ...data, cookie: answer.headers.get('set-cookie') };
}

const refresh = (body: unknown, headers: Record<string, string> = {}) =>
  request(`${api()}/seller/token/refresh`, { method: 'POST', body, headers });

/** A seller-service call and a catalog call, each needing a live session. */
const sellerCalls = (token: string) => [
  () => request(`${api()}/seller/sessions`, { token }),
  () => request(`${api()}/seller/products`, { token }),
];

async function expectSignedIn(token: string) {
  for (const call of sellerCalls(token)) expect((await call()).status).toBe(200);
}

async function expectSignedOut(token: string) {
  for (const call of sellerCalls(token))
    expect(await call()).toMatchObject({
      status: 401,
      body: { success: false, error: sellerMessages.mustBeLoggedIn },
    });
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('a seller’s sign-in', () => {
  it('keeps the spec’s answer and adds a 15-minute token, a refresh token and its cookie', async () => {
    const seller = await stack.createSeller();
    const answer = await request(`${api()}/seller/login`, {
      method: 'POST',
      body: { email: seller.email, password: seller.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      data: {
        token: expect.any(String),
        seller: { _id: seller.id, email: seller.email },
        refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      },
    });
    const data = answer.body.data as SignedIn;
    const claims = claimsOf(data.token);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    expect(claims.sid).toMatch(/^[0-9a-f]{24}$/);
    expect(Date.parse(data.expiresAt)).toBe(Number(claims.exp) * 1000);

    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`drops_seller_refresh=${data.refreshToken};`);
    expect(cookie).toMatch(/; Path=\/api\/v1\/seller\/token;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Max-Age=2592000;/);

    // Stored hashed: the token itself is nowhere in the database.
    const stored = await stack.knex('seller_refresh_tokens').where({ session_id: claims.sid });
    expect(stored.map((row) => row.token_hash)).toEqual([sha256(data.refreshToken)]);
  });

  it('refuses a token without a session that lives longer than an access token', async () => {
    const seller = await stack.createSeller();
    const weekLong = stack.signToken('seller', seller.id, { expiresInSeconds: 7 * 24 * 3600 });
    await expectSignedOut(weekLong);
  });
});

describe('the refresh cookie across origins', () => {
  const preflight = (path: string) =>
    fetch(`${api()}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('lets the sign-in, refresh and sign-out calls carry credentials, and no other', async () => {
    for (const path of ['/seller/login', '/seller/token/refresh', '/seller/logout']) {
      const answer = await preflight(path);
      expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    }
    const other = await preflight('/seller/sessions');
    expect(other.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(other.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('refreshing', () => {
  it('trades the body’s refresh token for new tokens, once', async () => {
    const seller = await stack.createSeller();
    const first = await signIn(seller);
    const answer = await refresh({ refreshToken: first.refreshToken });
    expect(answer.status).toBe(200);
    const next = answer.body.data as SignedIn;
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(claimsOf(next.token).sid).toBe(claimsOf(first.token).sid);
    expect(answer.headers.get('set-cookie')).toContain(
      `drops_seller_refresh=${next.refreshToken};`,
    );
    await expectSignedIn(next.token);

    // The next one works in turn.
    const third = await refresh({ refreshToken: next.refreshToken });
    expect(third.status).toBe(200);
  });

  it('takes the cookie when the body has none', async () => {
    const seller = await stack.createSeller();
    const first = await signIn(seller);
    const answer = await refresh(undefined, {
      cookie: `other=1; drops_seller_refresh=${first.refreshToken}`,
    });
    expect(answer.status).toBe(200);
    await expectSignedIn((answer.body.data as SignedIn).token);
  });

  it('ends the whole session when a used refresh token comes back', async () => {
    const seller = await stack.createSeller();
    const first = await signIn(seller);
    const rotated = (await refresh({ refreshToken: first.refreshToken })).body.data as SignedIn;
    // Later than two tabs racing: a copy of the old token is being used.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const reused = await refresh({ refreshToken: first.refreshToken });
    expect(reused).toMatchObject({
      status: 401,
      body: { success: false, error: sessionMessages.refreshInvalid },
    });
    expect(reused.headers.get('set-cookie')).toMatch(/^drops_seller_refresh=; .*Max-Age=0/);
    // The rightful holder's tokens end with it.
    await expectSignedOut(rotated.token);
    expect((await refresh({ refreshToken: rotated.refreshToken })).status).toBe(401);
  });

  it('lets two tabs racing with one cookie keep the session', async () => {
    const seller = await stack.createSeller();
    const first = await signIn(seller);
    const [one, other] = await Promise.all([
      refresh({ refreshToken: first.refreshToken }),
      refresh({ refreshToken: first.refreshToken }),
    ]);
    const statuses = [one.status, other.status].sort();
    expect(statuses).toEqual([200, 401]);
    const winner = (one.status === 200 ? one : other).body.data as SignedIn;
    await expectSignedIn(winner.token);
  });

  it('answers unknown, missing and malformed refresh tokens with 401 or 400, never 500', async () => {
    expect(await refresh({ refreshToken: 'A'.repeat(43) })).toMatchObject({
      status: 401,
      body: { success: false, error: sessionMessages.refreshInvalid },
    });
    expect((await refresh({})).status).toBe(401);
    expect((await refresh(undefined)).status).toBe(401);
    expect((await refresh({ refreshToken: 42 })).status).toBe(400);
    expect((await refresh({ refreshToken: 'x'.repeat(500) })).status).toBe(400);
    expect((await refresh({ token: 'x' })).status).toBe(400);
  });
});

describe('ending sessions', () => {
  it('signs out: the access and refresh tokens stop at once', async () => {
    const seller = await stack.createSeller();
    const session = await signIn(seller);
    await expectSignedIn(session.token);
    const out = await request(`${api()}/seller/logout`, { method: 'POST', token: session.token });
    expect(out).toMatchObject({ status: 200, body: { success: true } });
    expect(out.headers.get('set-cookie')).toMatch(/^drops_seller_refresh=; .*Max-Age=0/);
    await expectSignedOut(session.token);
    expect((await refresh({ refreshToken: session.refreshToken })).status).toBe(401);
  });

  it('lists the seller’s sessions and ends one, then all', async () => {
    const seller = await stack.createSeller();
    const laptop = await signIn(seller, chromeOnMac);
    const phone = await signIn(seller, firefoxOnAndroid);
    const other = await signIn(await stack.createSeller());

    const listed = await request(`${api()}/seller/sessions`, { token: laptop.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        _id: claimsOf(phone.token).sid,
        device: 'Firefox on Android',
        current: false,
      }),
      expect.objectContaining({
        _id: claimsOf(laptop.token).sid,
        device: 'Chrome on macOS',
        current: true,
        lastUsedAt: expect.any(String),
        createdAt: expect.any(String),
      }),
      // The sign-up's own: a flex sign-up is signed in at once.
      expect.objectContaining({ device: 'Node.js', current: false }),
    ]);

    // Another seller's session is not this seller's to end.
    const foreign = await request(`${api()}/seller/sessions/${String(claimsOf(other.token).sid)}`, {
      method: 'DELETE',
      token: laptop.token,
    });
    expect(foreign.status).toBe(404);
    await expectSignedIn(other.token);
    expect(
      (
        await request(`${api()}/seller/sessions/not-an-id`, {
          method: 'DELETE',
          token: laptop.token,
        })
      ).status,
    ).toBe(400);

    const endPhone = await request(
      `${api()}/seller/sessions/${String(claimsOf(phone.token).sid)}`,
      { method: 'DELETE', token: laptop.token },
    );
    expect(endPhone).toMatchObject({ status: 200, body: { data: { ended: 1 } } });
    await expectSignedOut(phone.token);
    expect((await refresh({ refreshToken: phone.refreshToken })).status).toBe(401);
    await expectSignedIn(laptop.token);

    const tablet = await signIn(seller);
    const everywhere = await request(`${api()}/seller/sessions`, {
      method: 'DELETE',
      token: laptop.token,
    });
    expect(everywhere).toMatchObject({
      status: 200,
      body: { message: sessionMessages.endedAll, data: { ended: 3 } },
    });
    await expectSignedOut(laptop.token);
    await expectSignedOut(tablet.token);
    expect((await refresh({ refreshToken: tablet.refreshToken })).status).toBe(401);
    await expectSignedIn(other.token);
  });

  it('ends every session when the password changes (the caller gets a new one), and on a reset', async () => {
    const seller = await stack.createSeller();
    const changedHere = await signIn(seller);
    const elsewhere = await signIn(seller);
    const changed = await request(`${api()}/seller/password/change`, {
      method: 'POST',
      token: changedHere.token,
      body: { currentPassword: seller.password, password: 'another-password-789' },
    });
    expect(changed.status).toBe(200);
    await expectSignedOut(elsewhere.token);
    await expectSignedOut(changedHere.token);
    expect((await refresh({ refreshToken: changedHere.refreshToken })).status).toBe(401);
    // The answer's session is the caller's from now on.
    const here = changed.body.data as { token: string; refreshToken: string };
    await expectSignedIn(here.token);

    // A reset link (recorded as the forgot route records one: only its hash).
    const resetToken = 'r'.repeat(43);
    await stack.knex('seller_password_resets').insert({
      token_hash: sha256(resetToken),
      account_id: seller.id,
      created_at: Date.now(),
      expires_at: Date.now() + 60_000,
      used_at: null,
    });
    const reset = await request(`${api()}/seller/password/reset`, {
      method: 'POST',
      body: { token: resetToken, password: 'a-third-password-012' },
    });
    expect(reset.status).toBe(200);
    await expectSignedOut(here.token);
    expect((await refresh({ refreshToken: here.refreshToken })).status).toBe(401);
  });

  it('ends every session when an administrator rejects the seller', async () => {
    const seller = await stack.createSeller();
    const session = await signIn(seller);
    await expectSignedIn(session.token);
    const admin = await stack.createAdmin();
    const rejected = await decideOnSeller(api(), admin.token, seller.id, {
      isApproved: false,
      isActive: false,
    });
    expect(rejected.status).toBe(200);
    await expectSignedOut(session.token);
    expect((await refresh({ refreshToken: session.refreshToken })).status).toBe(401);
  });
});
