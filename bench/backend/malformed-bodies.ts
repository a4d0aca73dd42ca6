/**
 * Malformed bodies on the default stack (issue 27 item 3's second figure): 10,000 requests with
 * broken, mistyped, oversized or hostile bodies sent through the gateway of the backend as
 * `npm start` runs it (embedded SQLite, a file per service), 50 at a time, to the routes that
 * write (profile, drops, webhooks, sign-up) and to sign-in, while the saves the bodies let
 * through write. Target: no 5xx and no lost connection. Prints the answers by status and route.
 *
 *   pnpm --filter @drops/bench malformed-bodies
 *   BENCH_BODIES=10000 BENCH_CONCURRENCY=50 BENCH_SEED=27   what is sent (defaults shown)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signUpSavingSeller, startLocalStack, type SavingSeller } from '@drops/stack';
import { benchSettings } from '../settings';

const total = Number(process.env.BENCH_BODIES ?? 10_000);
const { concurrency, seed } = benchSettings({ concurrency: 50, seed: 27 });

/** mulberry32: the same bodies on every run with one seed. */
function randomFrom(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = randomFrom(seed);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

interface Route {
  name: string;
  method: 'POST' | 'PUT';
  path: (seller: SavingSeller) => string;
  signedIn: boolean;
  /** A valid body, which the malformations start from. */
  valid: () => Record<string, unknown>;
}

const routes: Route[] = [
  {
    name: 'PUT /seller/{id}',
    method: 'PUT',
    path: (seller) => `/seller/${seller.id}`,
    signedIn: true,
    valid: () => ({ bio: 'A bio', country: 'GB', timeZone: 'Europe/London' }),
  },
  {
    name: 'POST /seller/products',
    method: 'POST',
    path: () => '/seller/products',
    signedIn: true,
    valid: () => ({ name: 'Malformed drop', description: 'x', rrp: 10, quantity: 5 }),
  },
  {
    name: 'PUT /seller/products/{id}',
    method: 'PUT',
    path: (seller) => `/seller/products/${seller.dropId}`,
    signedIn: true,
    valid: () => ({ name: 'Edited', launchDate: '2027-01-01T10:00:00Z', rrp: 12 }),
  },
  {
    name: 'POST /seller/webhooks',
    method: 'POST',
    path: () => '/seller/webhooks',
    signedIn: true,
    valid: () => ({ url: 'https://[::127.0.0.1]/hook', events: ['drop.published'] }),
  },
  {
    name: 'POST /seller/register/complete',
    method: 'POST',
    path: () => '/seller/register/complete',
    signedIn: false,
    valid: () => ({ accountType: 'flex', username: 'x', email: 'not-an-email', password: '1' }),
  },
  {
    name: 'POST /seller/login',
    method: 'POST',
    path: () => '/seller/login',
    signedIn: false,
    valid: () => ({ email: 'nobody@example.com', password: 'wrong-password-1' }),
  },
  {
    name: 'POST /auth/login',
    method: 'POST',
    path: () => '/auth/login',
    signedIn: false,
    valid: () => ({ email: 'nobody@example.com', password: 'wrong-password-1' }),
  },
];

const hostileValues: unknown[] = [
  null,
  true,
  -0,
  1e308,
  -1,
  '',
  ' ',
  'x'.repeat(70_000),
  '\u0000\u202e\ud83d',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  [],
  [1, 'two', null],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  '2026-02-30T25:61:00Z',
  'NaN',
  9_007_199_254_740_993,
];

/** One malformed body: its bytes and the content type it is sent with. */
function malformedBody(route: Route): { body: string | Uint8Array; type: string; kind: string } {
  const valid = route.valid();
  const json = JSON.stringify(valid);
  switch (Math.floor(random() * 10)) {
    case 0:
      return {
        kind: 'truncated JSON',
        body: json.slice(0, Math.floor(random() * json.length)),
        type: 'application/json',
      };
    case 1: {
      const bytes = new Uint8Array(1 + Math.floor(random() * 512));
      for (let index = 0; index < bytes.length; index++) bytes[index] = Math.floor(random() * 256);
      return { kind: 'random bytes', body: bytes, type: 'application/json' };
    }
    case 2:
      return {
        kind: 'not an object',
        body: JSON.stringify(pick([[], [valid], 42, 'text', null, true])),
        type: 'application/json',
      };
    case 3: {
      const field = pick(Object.keys(valid));
      return {
        kind: 'hostile field value',
        body: JSON.stringify({ ...valid, [field]: pick(hostileValues) }),
        type: 'application/json',
      };
    }
    case 4: {
      const depth = 500 + Math.floor(random() * 5_000);
      return {
        kind: 'deep nesting',
        body: `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`,
        type: 'application/json',
      };
    }
    case 5:
      return {
        kind: 'wrong content type',
        body: pick([json, 'name=x&bio=y', '--b\r\nContent-Disposition: form-data\r\n\r\nx']),
        type: pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/xml',
        ]),
      };
    case 6:
      return {
        kind: 'prototype keys',
        body: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},${json.slice(1)}`,
        type: 'application/json',
      };
    case 7:
      return {
        kind: 'duplicate keys and unknown fields',
        body: `{"name":"a","name":{"x":1},"id":"other","sellerId":"other",${json.slice(1)}`,
        type: 'application/json',
      };
    case 8:
      return {
        kind: 'invalid UTF-8',
        body: new Uint8Array([...Buffer.from('{"name":"'), 0xc3, 0x28, 0xff, ...Buffer.from('"}')]),
        type: 'application/json; charset=utf-8',
      };
    default:
      return { kind: 'empty body', body: '', type: 'application/json' };
  }
}

interface Answer {
  route: string;
  kind: string;
  status: number;
  detail?: string;
}

async function send(apiUrl: string, sellers: SavingSeller[], n: number): Promise<Answer> {
  const route = pick(routes);
  const seller = sellers[n % sellers.length] as SavingSeller;
  const { body, type, kind } = malformedBody(route);
  try {
    const response = await fetch(`${apiUrl}${route.path(seller)}`, {
      method: route.method,
      headers: {
        'content-type': type,
        ...(route.signedIn && { authorization: `Bearer ${seller.token}` }),
      },
      body,
    });
    const text = await response.text();
    return {
      route: route.name,
      kind,
      status: response.status,
      ...(response.status >= 500 && { detail: text.slice(0, 200) }),
    };
  } catch (error) {
    return { route: route.name, kind, status: 0, detail: String(error) };
  }
}

async function main(): Promise<void> {
  const dataFolder = await mkdtemp(path.join(tmpdir(), 'bench-malformed-'));
  const stack = await startLocalStack({ dataFolder });
  const answers: Answer[] = [];
  try {
    const sellers = await Promise.all(
      Array.from({ length: 10 }, () => signUpSavingSeller(stack.apiUrl)),
    );
    console.log(
      `SQLite, each service its own file (the default): ${total} malformed bodies, ` +
        `${concurrency} at a time, seed ${seed}, ${routes.length} routes`,
    );
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) answers.push(await send(stack.apiUrl, sellers, next++));
      }),
    );
    const wallMs = performance.now() - started;
    const count = (list: Answer[], key: (answer: Answer) => string | number) => {
      const counts = new Map<string | number, number>();
      for (const answer of list) counts.set(key(answer), (counts.get(key(answer)) ?? 0) + 1);
      return [...counts]
        .sort(([a], [b]) => String(a).localeCompare(String(b)))
        .map(([name, n]) => `${name}×${n}`)
        .join(' ');
    };
    const failed = answers.filter((answer) => answer.status >= 500 || answer.status === 0);
    console.log(
      `${answers.length} answers in ${Math.round(wallMs)} ms; 5xx or no answer: ${failed.length}`,
    );
    console.log(`statuses: ${count(answers, (answer) => answer.status)}`);
    for (const route of routes) {
      const ofRoute = answers.filter((answer) => answer.route === route.name);
      console.log(`  ${route.name}: ${count(ofRoute, (answer) => answer.status)}`);
    }
    console.log(`kinds: ${count(answers, (answer) => answer.kind)}`);
    for (const failure of failed.slice(0, 10)) console.log('  failed:', failure);
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    await stack.stop();
    await rm(dataFolder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
