import proxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Pool } from 'undici';
import { serverMessages, type GatewayServiceName } from '@drops/contracts';
import { DomainError } from '@drops/service-kit';
import type { GatewaySettings } from '../config';
import { proxiedMethods, proxyRoutes, type ProxyRoute } from '../routes/route-table';
import { allowCrossOriginLoad, sendServiceAnswer, serviceAnswerHeaders } from './service-answer';
import { servicePool } from './service-pool';
import { replyWithUpstreamFailure } from './upstream-errors';

export const apiPrefix = '/api/v1';

export interface ProxyOptions {
  services: Record<GatewayServiceName, string>;
  upstreamTimeoutMs: number;
  rateLimits: GatewaySettings['rateLimits'];
  bodyLimits: GatewaySettings['bodyLimits'];
}

/**
 * Headers a client could use to pose as someone (`x-seller-id`) or somewhere (`x-forwarded-*`).
 * The services trust the gateway's forwarding headers, so the client's never reach them.
 */
const untrustedHeader = /^(x-forwarded-|x-(seller|admin|user)-)/;
const untrustedHeaders = new Set(['forwarded', 'x-real-ip', 'x-client-ip', 'x-original-url']);

/**
 * Hop-by-hop headers: they speak of the client's connection to the gateway, not of the call.
 * The gateway's own server has answered them (an `Expect: 100-continue` with its 100), and the
 * upstream client refuses to send them, so a client sending one got 502 (curl sends Expect with
 * any body above 1 MB). `Connection`, the headers it names and `Transfer-Encoding` are dropped
 * by the proxy itself.
 */
const hopByHopHeaders = new Set(['expect', 'keep-alive', 'proxy-connection', 'te', 'upgrade']);

type ReplyHooks = NonNullable<FastifyHttpProxyOptions['replyOptions']>;

export const forwardedHeaders: NonNullable<ReplyHooks['rewriteRequestHeaders']> = (
  request,
  headers,
) => {
  const forwarded: IncomingHttpHeaders = {};
  for (const name in headers) {
    if (untrustedHeaders.has(name) || untrustedHeader.test(name) || hopByHopHeaders.has(name))
      continue;
    forwarded[name] = headers[name];
  }
  // The services log, answer and record events under the gateway's id for this request.
  forwarded['x-request-id'] = request.id;
  forwarded['x-forwarded-for'] = request.ip;
  forwarded['x-forwarded-proto'] = request.protocol;
  forwarded['x-forwarded-host'] = request.host;
  return forwarded;
};

/**
 * reply-from forwards the request's own query string; @fastify/http-proxy would parse and
 * re-encode it on every call only to drop it again, so its rewrite sees the path alone.
 */
const pathOnly = (url: string) => url.split('?', 1)[0]!;

/**
 * @fastify/http-proxy refuses a path that climbs out of its route's prefix (`/seller/..%2fadmin`)
 * with a bare 400 without a code, before anything is proxied. Such a path names no route, so it
 * gets the 404 of one; every other error goes on to the gateway's error handler.
 */
function escapedPrefixAsNotFound(error: FastifyError): never {
  if (error.statusCode === 400 && error.code === undefined)
    throw new DomainError(404, serverMessages.routeNotFound, 'ROUTE_NOT_FOUND');
  throw error;
}

const onError: NonNullable<ReplyHooks['onError']> = (reply, { error }) =>
  replyWithUpstreamFailure(reply, error);

/** One @fastify/http-proxy registration per route table entry, each with its own route config. */
export async function proxyRoutesPlugin(app: FastifyInstance, options: ProxyOptions) {
  // One keep-alive pool per service: its connections are reused across requests and routes.
  const poolOf = (url: string) =>
    servicePool(url, {
      connections: 128,
      pipelining: 1,
      keepAliveTimeout: 60_000,
      keepAliveMaxTimeout: 600_000,
    });
  const pools = Object.fromEntries(
    Object.entries(options.services).map(([service, url]) => [service, poolOf(url)]),
  ) as Record<GatewayServiceName, Pool>;
  app.addHook('onClose', async () => {
    await Promise.all(Object.values(pools).map((pool) => pool.destroy()));
  });

  const optionsOf = (route: ProxyRoute): FastifyHttpProxyOptions => ({
    upstream: options.services[route.service],
    prefix: `${apiPrefix}${route.path}`,
    rewritePrefix: route.path,
    // '' is the path itself (and, as the router ignores it, its trailing-slash twin); '/*' everything below it.
    routes: route.exact ? [''] : ['', '/*'],
    httpMethods: route.methods ?? proxiedMethods,
    preRewrite: pathOnly,
    config: {
      access: route.access,
      maxBodyBytes: options.bodyLimits[route.bodyLimit ?? 'default'],
      acceptsMultipart: route.acceptsMultipart === true,
      acceptsMediaBody: route.acceptsMediaBody === true,
      ...(route.rateLimit && {
        rateLimit: {
          max: options.rateLimits[route.rateLimit].max,
          timeWindow: options.rateLimits[route.rateLimit].windowMs,
        },
      }),
    },
    undici: pools[route.service],
    // The pools are shared by the routes of a service and closed with the gateway, below.
    destroyAgent: false,
    disableRequestLogging: true,
    // A GET may be retried once on a dropped keep-alive socket; a service's own 503 is passed on.
    retryMethods: ['GET', 'HEAD'],
    replyOptions: {
      timeout: options.upstreamTimeoutMs,
      retriesCount: 1,
      onError,
      rewriteRequestHeaders: forwardedHeaders,
      rewriteHeaders: route.crossOriginResource ? allowCrossOriginLoad : serviceAnswerHeaders,
      onResponse: sendServiceAnswer,
    },
  });

  app.setErrorHandler(escapedPrefixAsNotFound);
  for (const route of proxyRoutes) await app.register(proxy, optionsOf(route));
}
