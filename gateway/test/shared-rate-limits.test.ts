import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { freePort, request, startStack, type Stack, type StackSeller } from '../testing/stack';

/**
 * Two gateway replicas over one Redis (the server on this machine; REDIS_URL's default there):
 * a limit is one count, whichever replica a call reaches. Redis away fails this test.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `drops-test-${randomUUID()}:`;

let stack: Stack;
let seller: StackSeller;
let redis: Redis;

beforeAll(async () => {
  redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  await redis.connect();
  expect(await redis.ping()).toBe('PONG');
  stack = await startStack();
  seller = await stack.createSeller();
});

afterAll(async () => {
  await stack?.stop();
  if (redis) {
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
});

const login = (apiUrl: string, password: string) =>
  request(`${apiUrl}/seller/login`, {
    method: 'POST',
    body: { email: seller.email, password },
  });

describe('rate limits with REDIS_URL', () => {
  it('counts seller logins across two gateways: the 4th of a 3-a-minute limit is refused on either', async () => {
    const limit = { max: 3, windowMs: 60_000 };
    const settings = {
      redisUrl,
      redisKeyPrefix: keyPrefix,
      rateLimits: { login: limit, registration: limit, signUpUpload: limit },
    };
    const first = await stack.startGateway(settings);
    const second = await stack.startGateway(settings);

    const statuses = [];
    for (const apiUrl of [first.apiUrl, second.apiUrl, first.apiUrl])
      statuses.push((await login(apiUrl, 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401]);

    // Each replica alone has seen at most two: only the shared count refuses these.
    const onSecond = await login(second.apiUrl, seller.password);
    expect(onSecond.status).toBe(429);
    expect(Number(onSecond.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(first.apiUrl, seller.password)).status).toBe(429);

    // The count lives in Redis under the run's own prefix.
    expect((await redis.keys(`${keyPrefix}*`)).length).toBeGreaterThan(0);

    // A gateway without Redis counts alone: the same client is still let in there.
    const alone = await stack.startGateway({ rateLimits: settings.rateLimits });
    expect((await login(alone.apiUrl, seller.password)).status).toBe(200);
  });

  it('lets calls through uncounted while Redis is away, rather than taking sign-in down', async () => {
    const nobody = await freePort();
    const { apiUrl } = await stack.startGateway({
      redisUrl: `redis://127.0.0.1:${nobody}`,
      redisKeyPrefix: keyPrefix,
      rateLimits: { login: { max: 1, windowMs: 60_000 } },
    });
    const started = Date.now();
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await login(apiUrl, seller.password)).status).toBe(200);
    // Each call failed over at once, not after a connection timeout.
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('keeps the administrator login a count of its own', async () => {
    const limit = { max: 1, windowMs: 60_000 };
    const settings = {
      redisUrl,
      redisKeyPrefix: `${keyPrefix}admin:`,
      rateLimits: { login: limit },
    };
    const first = await stack.startGateway(settings);
    const second = await stack.startGateway(settings);
    expect((await login(first.apiUrl, 'wrong-password')).status).toBe(401);
    expect((await login(second.apiUrl, 'wrong-password')).status).toBe(429);
    const adminLogin = await request(`${second.apiUrl}/auth/login`, {
      method: 'POST',
      body: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(adminLogin.status).toBe(401);
  });
});
