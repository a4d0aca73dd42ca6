import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import type { TokenSecrets } from '@drops/auth';
import type { GatewayServiceName } from '@drops/contracts';
import {
  auth,
  frameworkErrorOptions,
  registerErrorHandler,
  registerLingeringClose,
  registerMetrics,
  registerRequestId,
  registerShutdownFlag,
  requestIdOptions,
} from '@drops/service-kit';
import { defaultGatewaySettings, type GatewaySettings } from './config';
import { edgeGuard } from './plugins/edge-guard';
import { proxyRoutesPlugin } from './plugins/proxy';
import { registerRateLimits } from './plugins/rate-limit-store';
import { securityHeaders, securityHeaderValues } from './plugins/security-headers';
import { apiDocsRoutes } from './routes/api-docs';
import { healthRoutes } from './routes/health';
import { notFoundRoutes } from './routes/not-found';
import { apiPrefix } from './plugins/proxy';
import { credentialedPaths } from './routes/route-table';

type Tunables = Omit<GatewaySettings, 'services' | 'tokenSecrets' | 'rateLimits' | 'bodyLimits'>;

export interface GatewayOptions extends Partial<Tunables> {
  services: Record<GatewayServiceName, string>;
  tokenSecrets: TokenSecrets;
  /** Each kind left out keeps its default. */
  rateLimits?: Partial<GatewaySettings['rateLimits']>;
  bodyLimits?: Partial<GatewaySettings['bodyLimits']>;
}

/**
 * The edge of the API: security headers, CORS, token audiences, rate limits and body limits,
 * then `/api/v1/**` proxied to the owning service. No database, no business rules.
 */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const defaults = defaultGatewaySettings;
  const settings: GatewaySettings = {
    ...defaults,
    ...options,
    rateLimits: { ...defaults.rateLimits, ...options.rateLimits },
    bodyLimits: { ...defaults.bodyLimits, ...options.bodyLimits },
  };
  const app = Fastify({
    logger: { level: settings.logLevel, name: 'gateway' },
    trustProxy: settings.trustProxy,
    return503OnClosing: true,
    // A 100 MB video over a slow link takes minutes to arrive (as the catalog allows); a stalled
    // client is dropped after a minute without a byte instead. Answers keep the 30 s budget
    // through the upstream timeout.
    requestTimeout: 10 * 60 * 1000,
    connectionTimeout: 60_000,
    bodyLimit: settings.bodyLimits.default,
    // A client's `/seller/login/` is the spec's `/seller/login` (the services ignore it too).
    routerOptions: { ignoreTrailingSlash: true },
    // The gateway names each request (or keeps a valid incoming id) and passes it on.
    ...requestIdOptions(),
    // What the framework and Node refuse before any hook runs still gets our body and headers.
    ...frameworkErrorOptions(securityHeaderValues),
  });

  registerRequestId(app, { context: false });
  registerShutdownFlag(app);
  registerErrorHandler(app);
  // An answer sent before the client's body has all arrived closes the connection gently.
  registerLingeringClose(app);

  await app.register(securityHeaders);
  const corsOptions = {
    origin: settings.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // If-Match and ETag: a save names the version it was edited from (issue 17).
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Idempotency-Key',
      'If-Match',
      'X-Request-Id',
    ],
    // One string: @fastify/cors joins a list again on every answer.
    exposedHeaders: 'ETag, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-Request-Id',
    maxAge: 600,
  };
  // Issue 30: the refresh cookie's calls carry credentials, from the listed origins only.
  const withCredentials = { ...corsOptions, credentials: true };
  const credentialed = new Set(credentialedPaths.map((path) => `${apiPrefix}${path}`));
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(
        null,
        credentialed.has(request.url.split('?', 1)[0]!) ? withCredentials : corsOptions,
      ),
  });
  await registerRateLimits(app, {
    redisUrl: settings.redisUrl,
    redisKeyPrefix: settings.redisKeyPrefix,
  });
  await app.register(auth, settings.tokenSecrets);
  await app.register(edgeGuard);
  await registerMetrics(app, {
    service: 'gateway',
    port: settings.metricsPort,
    host: settings.metricsHost,
  });

  await app.register(healthRoutes, {
    services: settings.services,
    healthTimeoutMs: settings.healthTimeoutMs,
  });
  await app.register(proxyRoutesPlugin, {
    services: settings.services,
    upstreamTimeoutMs: settings.upstreamTimeoutMs,
    rateLimits: settings.rateLimits,
    bodyLimits: settings.bodyLimits,
  });
  await app.register(apiDocsRoutes, {
    services: settings.services,
    timeoutMs: settings.healthTimeoutMs,
  });
  await app.register(notFoundRoutes);

  return app;
}
