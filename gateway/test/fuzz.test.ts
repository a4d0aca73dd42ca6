import { createRecords, stackForTests, type StackRecords } from './fixtures';
import {
  dangerousKeys,
  defineKey,
  prng,
  randomFile,
  randomObject,
  randomString,
  randomValue,
  type Random,
} from './fuzz-generators';
import type { StackAdmin, StackSeller } from '../testing/stack';

/**
 * Thousands of generated bad bodies and queries (seeded, so a failure replays with FUZZ_SEED)
 * through the real gateway to the real services. Any answer may be a refusal; none may be a 5xx.
 */
const seed = Number(process.env.FUZZ_SEED ?? 0xd20b5);
const bodyRequests = Number(process.env.FUZZ_BODIES ?? 2000);
const queryRequests = Number(process.env.FUZZ_QUERIES ?? 600);
const concurrency = 8;

interface FuzzRoute {
  method: 'POST' | 'PUT';
  path: (random: Random) => string;
  token: () => string | undefined;
  fields: readonly string[];
  file?: boolean;
}

const sellerFields = [
  'accountType',
  'role',
  'roles',
  'somethingElseText',
  'username',
  'email',
  'password',
  'confirmPassword',
  'fullName',
  'profileImage',
  'country',
  'bio',
  'portfolioLink',
  'moodboardImage',
  'vision',
] as const;
const profileFields = [
  ...sellerFields,
  'isRequestedforSell',
  'firstLogin',
  'invitation',
  'isApproved',
  'isActive',
  'isPrivateProfile',
] as const;
const productFields = [
  'name',
  'description',
  'brandName',
  'category',
  'mainImage',
  'visuals',
  'price',
  'rrp',
  'quantity',
  'purchaseUrl',
  'launchDate',
  'expiryDate',
  'allowEarlyAccess',
  'earlyUnits',
  'timeWindow',
  'unlockManyUnits',
  'isNook',
  'badge',
  'tags',
  'categories',
  'variationsTitle',
  'variationsObjects',
  'curatedValueTag',
  'isSeries',
  'seriesName',
  'collectionId',
  'status',
  'selling',
  'sellerId',
  'type',
  'url',
  'thumbnail',
  'data',
  '_id',
  'collectionName',
] as const;

const stack = stackForTests();
let seller: StackSeller;
let other: StackSeller;
let admin: StackAdmin;
let ids: StackRecords['ids'];

function fuzzRoutes(): FuzzRoute[] {
  const asSeller = () => seller.token;
  const asAdmin = () => admin.token;
  const anyone = () => undefined;
  return [
    { method: 'POST', path: () => '/seller/register/step1', token: anyone, fields: sellerFields },
    { method: 'POST', path: () => '/seller/register/step2', token: anyone, fields: sellerFields },
    { method: 'POST', path: () => '/seller/register/step3', token: anyone, fields: sellerFields },
    {
      method: 'POST',
      path: () => '/seller/register/complete',
      token: anyone,
      fields: sellerFields,
    },
    { method: 'POST', path: () => '/seller/login', token: anyone, fields: ['email', 'password'] },
    { method: 'PUT', path: () => `/seller/${seller.id}`, token: asSeller, fields: profileFields },
    { method: 'POST', path: () => '/seller/products', token: asSeller, fields: productFields },
    {
      method: 'PUT',
      path: () => `/seller/products/${ids.product}`,
      token: asSeller,
      fields: productFields,
    },
    {
      method: 'PUT',
      path: () => `/seller/products/${ids.product}/status`,
      token: asSeller,
      fields: ['status', 'sellerId'],
    },
    {
      method: 'POST',
      path: () => '/collections',
      token: asSeller,
      fields: ['collectionName', 'sellerId'],
    },
    {
      method: 'PUT',
      path: () => `/collections/${ids.collection}`,
      token: asSeller,
      fields: ['collectionName', 'sellerId'],
    },
    {
      method: 'POST',
      path: () => '/s3/seller/profile-image-upload',
      token: anyone,
      fields: ['fileName', 'fileType', 'fileSize', 'fileData'],
      file: true,
    },
    {
      method: 'POST',
      path: () => '/s3/seller/moodboard-image-upload',
      token: asSeller,
      fields: ['fileName', 'fileType', 'fileSize', 'fileData'],
      file: true,
    },
    {
      method: 'POST',
      path: (random) => `/s3/product-image-upload?slot=${random.int(7) - 1}`,
      token: asSeller,
      fields: ['fileName', 'fileType', 'fileSize', 'fileData', 'files'],
      file: true,
    },
    { method: 'POST', path: () => '/auth/login', token: anyone, fields: ['email', 'password'] },
    {
      method: 'PUT',
      path: () => `/admin/sellers/${other.id}/approve`,
      token: asAdmin,
      fields: ['isApproved', 'isActive', 'accountType'],
    },
    {
      method: 'PUT',
      path: () => `/admin/products/${ids.product}/badge`,
      token: asAdmin,
      fields: ['badge'],
    },
    { method: 'POST', path: () => '/admin/categories', token: asAdmin, fields: ['name'] },
    {
      method: 'PUT',
      path: () => `/admin/categories/${ids.category}`,
      token: asAdmin,
      fields: ['name'],
    },
  ];
}

interface FuzzRequest {
  method: string;
  path: string;
  token?: string;
  contentType?: string;
  body?: string;
}

function bodyRequest(random: Random, route: FuzzRoute): FuzzRequest {
  const base = { method: route.method, path: route.path(random), token: route.token() };
  const roll = random.int(10);
  let body: string;
  let contentType = 'application/json';
  if (roll <= 3) {
    const target =
      route.file && random.chance(0.6) ? randomFile(random) : randomObject(random, route.fields);
    if (route.file && random.chance(0.2))
      defineKey(
        target,
        'files',
        Array.from({ length: random.int(8) }, () => randomFile(random)),
      );
    body = JSON.stringify(target);
  } else if (roll === 4) {
    body = JSON.stringify(randomObject(random, dangerousKeys));
  } else if (roll === 5) {
    body = JSON.stringify(random.pick([[], [1, 2], 'text', 42, null, true, [{ name: 'x' }]]));
  } else if (roll === 6) {
    const valid = JSON.stringify(randomObject(random, route.fields));
    body = random.pick([
      valid.slice(0, random.int(valid.length + 1)),
      `${valid}${valid}`,
      valid.replace(/"/g, "'"),
      '{"a":1,"a":2}',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      `{"name":"${'\\'.repeat(11)}"}`,
      '\u0000\u0001\u0002',
      '',
    ]);
  } else if (roll === 7) {
    body = JSON.stringify(randomObject(random, route.fields));
    contentType = random.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=zz',
      'application/octet-stream',
      'application/json; charset=utf-16',
      'image/png',
    ]);
  } else if (roll === 8) {
    const nested: Record<string, unknown> = {};
    let cursor = nested;
    for (let depth = 0; depth < 60; depth += 1) {
      const next: Record<string, unknown> = {};
      defineKey(cursor, random.pick([...route.fields, ...dangerousKeys]), next);
      cursor = next;
    }
    body = JSON.stringify(nested);
  } else {
    const target = randomObject(random, route.fields);
    for (const field of route.fields)
      if (random.chance(0.3)) defineKey(target, field, randomValue(random, route.fields));
    body = JSON.stringify(target);
  }
  return { ...base, body, contentType };
}

/** Percent-encodes what `encodeURIComponent` refuses too (lone surrogates), byte by byte. */
function encodeQueryValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

function queryRequest(random: Random): FuzzRequest {
  const [path, token] = random.pick([
    ['/seller/products', seller.token],
    ['/seller/products/stats', seller.token],
    [`/seller/products/${ids.product}`, seller.token],
    ['/collections', seller.token],
    [`/collections/${ids.collection}`, seller.token],
    [`/seller/${seller.id}`, seller.token],
    ['/admin/sellers', admin.token],
    [`/admin/sellers/${other.id}`, admin.token],
    ['/admin/products', admin.token],
    [`/admin/products/${ids.product}`, admin.token],
    ['/admin/categories', admin.token],
    ['/s3/get-signed-url/products/x/y.png', undefined],
    ['/s3/files/products/x/y.png', undefined],
  ] as const);
  const keys = [
    'page',
    'limit',
    'status',
    'search',
    'accountType',
    'category',
    'sellerId',
    'expires',
    'signature',
    'slot',
    '__proto__',
    'constructor',
  ];
  const parts: string[] = [];
  for (let index = random.int(6); index > 0; index -= 1) {
    const value = random.chance(0.2)
      ? random.pick(['%zz', '%', '%E0%A4%A', '%00', '%ff%fe'])
      : encodeQueryValue(String(randomValue(random, [], 4)));
    parts.push(`${random.pick(keys)}${random.chance(0.1) ? '[]' : ''}=${value}`);
  }
  const id = random.chance(0.2) ? `/${encodeQueryValue(randomString(random).slice(0, 80))}` : '';
  const suffix =
    id && (path.startsWith('/admin/') || path === '/collections' || path.startsWith('/s3/'))
      ? id
      : '';
  return { method: 'GET', path: `${path}${suffix}?${parts.join('&')}`, token };
}

beforeAll(async () => {
  ({ seller, other, admin, ids } = await createRecords(stack));
});

interface Outcome {
  request: FuzzRequest;
  status: number;
  body: string;
}

async function send(fuzz: FuzzRequest): Promise<Outcome> {
  const headers: Record<string, string> = {};
  if (fuzz.token) headers.authorization = `Bearer ${fuzz.token}`;
  if (fuzz.contentType) headers['content-type'] = fuzz.contentType;
  const response = await fetch(`${stack.apiUrl}${fuzz.path}`, {
    method: fuzz.method,
    headers,
    body: fuzz.body,
  });
  return { request: fuzz, status: response.status, body: await response.text() };
}

async function runAll(requests: FuzzRequest[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const fuzz = requests[next]!;
      next += 1;
      outcomes.push(await send(fuzz));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

function describeFailures(outcomes: Outcome[]): string[] {
  return outcomes
    .filter((outcome) => outcome.status >= 500)
    .slice(0, 10)
    .map(
      ({ request, status, body }) =>
        `${status} ${request.method} ${request.path} [${request.contentType ?? ''}] ${request.body?.slice(0, 300) ?? ''} -> ${body.slice(0, 300)}`,
    );
}

it(`answers ${bodyRequests} generated bad bodies without a 5xx (seed ${seed})`, async () => {
  const random = prng(seed);
  const routes = fuzzRoutes();
  const requests = Array.from({ length: bodyRequests }, () =>
    bodyRequest(random, random.pick(routes)),
  );
  const outcomes = await runAll(requests);
  expect(outcomes).toHaveLength(bodyRequests);
  expect(describeFailures(outcomes)).toEqual([]);
  // Most were refused; the error body is JSON with success false.
  const refused = outcomes.filter((outcome) => outcome.status >= 400);
  expect(refused.length).toBeGreaterThan(bodyRequests * 0.8);
  for (const outcome of refused) expect(JSON.parse(outcome.body)).toMatchObject({ success: false });
}, 300_000);

it(`answers ${queryRequests} generated bad queries without a 5xx (seed ${seed + 1})`, async () => {
  const random = prng(seed + 1);
  const requests = Array.from({ length: queryRequests }, () => queryRequest(random));
  const outcomes = await runAll(requests);
  expect(describeFailures(outcomes)).toEqual([]);
}, 300_000);

it('leaves no prototype polluted and every service healthy', async () => {
  for (const prototype of [Object.prototype, Array.prototype, Function.prototype]) {
    expect(Object.keys(prototype)).toEqual([]);
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  const health = await fetch(`${stack.baseUrl}/health`);
  expect(health.status).toBe(200);
});
