import { randomUUID } from 'node:crypto';
import net from 'node:net';
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

  it('counts in the process while Redis is away: sign-in stays up and stays limited', async () => {
    const nobody = await freePort();
    const { apiUrl } = await stack.startGateway({
      redisUrl: `redis://127.0.0.1:${nobody}`,
      redisKeyPrefix: keyPrefix,
      rateLimits: { login: { max: 2, windowMs: 60_000 } },
    });
    const started = Date.now();
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await login(apiUrl, seller.password)).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    // Each call fell back at once, not after a connection timeout.
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('goes back to the shared count when Redis answers again', async () => {
    // Redis reached through a proxy of this test's own, which it stops and starts again.
    const target = new URL(redisUrl);
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    const port = await freePort();
    const listen = () => new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
    await listen();
    const prefix = `${keyPrefix}back:`;
    const settings = {
      redisUrl: `redis://127.0.0.1:${port}`,
      redisKeyPrefix: prefix,
      rateLimits: { login: { max: 3, windowMs: 60_000 } },
    };
    const first = await stack.startGateway(settings);
    const second = await stack.startGateway(settings);
    expect((await login(first.apiUrl, 'wrong-password')).status).toBe(401);
    const shared = await redis.keys(`${prefix}*`);
    expect(shared).toHaveLength(1);
    expect(await redis.get(shared[0]!)).toBe('1');

    // Redis away: each replica counts alone, from nothing.
    proxy.close();
    for (const socket of sockets) socket.destroy();
    const away = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      away.push((await login(second.apiUrl, 'wrong-password')).status);
    expect(away).toEqual([401, 401, 401, 429]);
    expect(await redis.get(shared[0]!)).toBe('1');

    // Back: once the client has reconnected, the calls of both replicas count in Redis again.
    await listen();
    const count = async () => Number(await redis.get(shared[0]!));
    const deadline = Date.now() + 10_000;
    while ((await count()) < 2 && Date.now() < deadline) {
      await login(first.apiUrl, 'wrong-password');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(2);
    await login(second.apiUrl, 'wrong-password');
    expect(await count()).toBe(before + 1);
    proxy.close();
    for (const socket of sockets) socket.destroy();
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
