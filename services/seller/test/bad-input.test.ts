import type { Seller } from '@drops/contracts';
import { bearer, completeBody, serviceForTests, signUpFlexSeller, step1Body } from './helpers';

/**
 * Hostile and broken requests on every route: each must answer 4xx with the error body, never
 * 5xx, and nothing must reach the database unvalidated.
 */
const context = serviceForTests();
let seller: Seller;
let token: string;

beforeAll(async () => {
  ({ seller, token } = await signUpFlexSeller(context.app));
});

const huge = 'x'.repeat(100_000);
const sqlLike = "' OR 1=1; DROP TABLE sellers; --";

type Route = {
  method: 'POST' | 'PUT';
  url: () => string;
  valid: () => Record<string, unknown>;
  auth: boolean;
};
const routes: Record<string, Route> = {
  step1: {
    method: 'POST',
    url: () => '/seller/register/step1',
    valid: () => step1Body(),
    auth: false,
  },
  step2: {
    method: 'POST',
    url: () => '/seller/register/step2',
    valid: () => ({ profileImage: 'seller-profiles/p.png', country: 'US', bio: 'hi' }),
    auth: false,
  },
  step3: {
    method: 'POST',
    url: () => '/seller/register/step3',
    valid: () => ({ vision: 'v' }),
    auth: false,
  },
  complete: {
    method: 'POST',
    url: () => '/seller/register/complete',
    valid: () => completeBody() as unknown as Record<string, unknown>,
    auth: false,
  },
  login: {
    method: 'POST',
    url: () => '/seller/login',
    valid: () => ({ email: 'someone@example.com', password: 'password-123' }),
    auth: false,
  },
  update: {
    method: 'PUT',
    url: () => `/seller/${seller._id}`,
    valid: () => ({ bio: 'ok' }),
    auth: true,
  },
};

/** Ways to break a valid body; each names the field it spoils. */
function badBodies(valid: Record<string, unknown>): [string, unknown][] {
  const fields = Object.keys(valid);
  const cases: [string, unknown][] = [
    ['an array body', [valid]],
    ['a string body', 'just text'],
    ['a number body', 42],
    ['null body', null],
    ['an unknown field', { ...valid, isAdmin: true }],
    [
      'a prototype-pollution field',
      JSON.parse(`{"__proto__": {"polluted": true}, "constructor": {"prototype": {}}}`),
    ],
  ];
  for (const field of fields) {
    cases.push([`${field} as a number`, { ...valid, [field]: 12345 }]);
    cases.push([`${field} as an object`, { ...valid, [field]: { $gt: '' } }]);
    cases.push([`${field} as null`, { ...valid, [field]: null }]);
    cases.push([`${field} as a 100k string`, { ...valid, [field]: huge }]);
    cases.push([`${field} as a 100k array`, { ...valid, [field]: Array(10_000).fill('creator') }]);
  }
  return cases;
}

describe.each(Object.entries(routes))('%s', (_name, route) => {
  const send = (payload: string, contentType = 'application/json') =>
    context.app.inject({
      method: route.method,
      url: route.url(),
      headers: { 'content-type': contentType, ...(route.auth ? bearer(token) : {}) },
      payload,
    });

  it.each(badBodies(route.valid()))(
    'refuses %s with 400 and the error body',
    async (_case, body) => {
      const response = await send(JSON.stringify(body));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: expect.any(String) });
    },
  );

  it.each([
    ['malformed JSON', '{"email": '],
    ['trailing garbage', '{}}'],
    ['an empty body', ''],
  ])('refuses %s with 400', async (_case, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await send('email=a@b.co', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await send(
      JSON.stringify({ ...route.valid(), bio: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('SQL-looking input', () => {
  it.each([
    ['/seller/register/step1', step1Body({ username: sqlLike }), 'username'],
    ['/seller/register/step1', step1Body({ email: `a@b.co${sqlLike}` }), 'email'],
    [
      '/seller/register/step2',
      { profileImage: 'seller-profiles/p.png', country: "US' --", bio: 'x' },
      'country',
    ],
    ['/seller/login', { email: `admin@example.com' --`, password: sqlLike }, 'email'],
  ])('%s refuses it in a checked field (%#)', async (url, payload, field) => {
    const response = await context.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('a wrong password that looks like SQL is just a wrong password', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/seller/login',
      payload: { email: seller.email, password: sqlLike },
    });
    expect(response.statusCode).toBe(401);
  });

  it('free text that looks like SQL is stored as written', async () => {
    const response = await context.app.inject({
      method: 'PUT',
      url: `/seller/${seller._id}`,
      headers: bearer(token),
      payload: { bio: sqlLike, vision: "Robert'); DROP TABLE sellers;--" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ bio: sqlLike });
    expect(await context.database.knex('sellers').count({ count: '*' }).first()).toBeTruthy();
  });

  it('an id that looks like SQL is refused', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await context.app.inject({
        method,
        url: `/seller/${encodeURIComponent("1' OR '1'='1")}`,
        headers: bearer(token),
        ...(method === 'PUT' ? { payload: { bio: 'x' } } : {}),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('generated bad bodies', () => {
  /** A small deterministic generator (mulberry32), so a failure reproduces. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const next = random(20240611);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const junk: readonly unknown[] = [
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -0.5,
    '',
    ' ',
    sqlLike,
    huge.slice(0, 5000),
    '\u0000',
    '😀'.repeat(300),
    [],
    [null],
    ['creator', 'creator'],
    {},
    { $ne: null },
    'https://',
    'seller-profiles/',
  ];

  it.each(Object.entries(routes))(
    '%s answers 150 generated bodies without a 5xx',
    async (_name, route) => {
      const statuses = new Map<number, number>();
      for (let round = 0; round < 150; round += 1) {
        const body: Record<string, unknown> = { ...route.valid() };
        for (const field of Object.keys(body)) if (next() < 0.4) body[field] = pick(junk);
        if (next() < 0.2)
          body[pick(['extra', 'isAdmin', '__proto__x', 'password_hash'])] = pick(junk);
        const response = await context.app.inject({
          method: route.method,
          url: route.url(),
          headers: route.auth ? bearer(token) : {},
          payload: body,
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      }
      const serverErrors = [...statuses].filter(([status]) => status >= 500);
      expect(serverErrors).toEqual([]);
    },
    60_000,
  );
});
