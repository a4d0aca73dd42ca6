import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { serverMessages } from '@drops/contracts';
import { DomainError } from '@drops/service-kit';

export interface RateLimitStoreOptions {
  /** Counts shared by every gateway replica when set; each process counts alone otherwise. */
  redisUrl?: string;
  redisKeyPrefix: string;
}

/**
 * `@fastify/rate-limit` with no global limit (routes opt in through their config), counting in
 * Redis when the gateway has one. A command fails at once while Redis is away (no offline queue,
 * one attempt) and the call then goes through uncounted: the API stays up and a short gap in
 * counting is the lesser harm.
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
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: options.redisKeyPrefix, skipOnError: true }),
    errorResponseBuilder: () =>
      new DomainError(429, serverMessages.tooManyRequests, 'TOO_MANY_REQUESTS'),
  });
}
