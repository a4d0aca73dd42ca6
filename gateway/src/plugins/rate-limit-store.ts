import type { FastifyInstance } from 'fastify';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { serverMessages } from '@drops/contracts';
import { DomainError } from '@drops/service-kit';

export interface RateLimitStoreOptions {
  /** Counts shared by every gateway replica when set; each process counts alone otherwise. */
  redisUrl?: string;
  redisKeyPrefix: string;
}

/** A limit's count in its window, as `@fastify/rate-limit` reads it. */
interface Count {
  current: number;
  ttl: number;
}

/** Fixed windows counted in this process: the fallback while Redis is away. */
class ProcessCounts {
  private readonly windows = new Map<string, { current: number; endsAt: number }>();

  increment(key: string, windowMs: number, now = Date.now()): Count {
    let entry = this.windows.get(key);
    if (!entry || entry.endsAt <= now) {
      // Ended windows go when the map grows, so an outage cannot make it grow for ever.
      if (this.windows.size >= 10_000)
        for (const [name, old] of this.windows) if (old.endsAt <= now) this.windows.delete(name);
      entry = { current: 0, endsAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.endsAt - now };
  }
}

/** INCR with the window set on the first call of a window: the count and the time left. */
const incrementScript = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
return {current, redis.call('PTTL', KEYS[1])}
`;

/**
 * Counts in Redis, shared by every replica (keys `<prefix><METHOD><url>-<client>`, as the
 * plugin's own Redis store names them); when a Redis command fails the call is counted in this
 * process instead, so a sign-in stays limited (per replica) while Redis is away rather than not
 * at all, and Redis counts again as soon as it answers.
 */
export function sharedCountsWithFallback(
  redis: Redis,
  prefix: string,
  onFallback: (error: unknown) => void,
): FastifyRateLimitStoreCtor {
  class SharedCounts implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly route = '',
      private readonly local = new ProcessCounts(),
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: Count) => void,
      timeWindow: number,
    ): void {
      const name = `${prefix}${this.route}${key}`;
      redis.eval(incrementScript, 1, name, String(timeWindow)).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        },
        (error: unknown) => {
          onFallback(error);
          callback(null, this.local.increment(name, timeWindow));
        },
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit settings, the route itself as `routeInfo`.
      const { routeInfo } = routeOptions as unknown as {
        routeInfo: { method: string; url: string };
      };
      return new SharedCounts(undefined, `${routeInfo.method}${routeInfo.url}-`);
    }
  }
  return SharedCounts;
}

/**
 * `@fastify/rate-limit` with no global limit (routes opt in through their config), counting in
 * Redis when the gateway has one. A command fails at once while Redis is away (no offline queue,
 * one attempt) and the call is then counted in this process: each replica keeps the limit on
 * its own until Redis answers again (a warning every 10 s meanwhile).
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitStoreOptions) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        connectTimeout: 1_000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limit store: Redis'));
    await redis.connect().catch((error: unknown) => {
      app.log.warn({ err: error }, 'rate limit store: Redis unreachable at start, retrying');
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  let lastWarning = 0;
  const warnFallback = (error: unknown) => {
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    app.log.warn({ err: error }, 'rate limit store: Redis away, counting in this process');
  };
  await app.register(rateLimit, {
    global: false,
    ...(redis && { store: sharedCountsWithFallback(redis, options.redisKeyPrefix, warnFallback) }),
    errorResponseBuilder: () =>
      new DomainError(429, serverMessages.tooManyRequests, 'TOO_MANY_REQUESTS'),
  });
}
