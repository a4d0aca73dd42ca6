import { createHmac } from 'node:crypto';

/**
 * Builds a JWT by hand, so tests can make the tokens a client must never get through with:
 * expired, tampered, `alg: none`, wrong audience, array audience, missing claims.
 */
export function forgeToken(
  payload: Record<string, unknown>,
  options: { secret?: string; header?: Record<string, unknown> } = {},
): string {
  const header = options.header ?? { alg: 'HS256', typ: 'JWT' };
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(payload)}`;
  if (!options.secret) return `${unsigned}.`;
  const signature = createHmac('sha256', options.secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * What `start` gives, for the Jest tests around the call (a file, or a `describe` block): started
 * in `beforeAll`, handed to `stop` in `afterAll` (not when the start failed). The returned object
 * is filled in `beforeAll`, so read it inside tests and hooks only.
 */
export function startedForTests<Started extends object>(
  start: () => Promise<Started>,
  stop: (started: Started) => Promise<unknown>,
): Started {
  const holder = {} as Started;
  let started = false;
  beforeAll(async () => {
    Object.assign(holder, await start());
    started = true;
  });
  afterAll(async () => {
    if (started) await stop(holder);
  });
  return holder;
}
