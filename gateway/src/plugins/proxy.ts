import proxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { GatewayServiceName } from '@drops/contracts';
import type { GatewaySettings } from '../config';
import { proxiedMethods, proxyRoutes, type ProxyRoute } from '../routes/route-table';
import { upstreamFailureOf } from './upstream-errors';

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
  forwarded['x-forwarded-for'] = request.ip;
  forwarded['x-forwarded-proto'] = request.protocol;
  forwarded['x-forwarded-host'] = request.host;
  return forwarded;
};

const onError: NonNullable<ReplyHooks['onError']> = (reply, { error }) => {
  const failure = upstreamFailureOf(error);
  const level = failure.statusCode === 503 ? 'warn' : 'error';
  reply.log[level]({ err: error, statusCode: failure.statusCode }, 'upstream call failed');
  void reply.status(failure.statusCode).type('application/json').send(failure.body);
};

type ResponseHeaders = Parameters<NonNullable<ReplyHooks['rewriteHeaders']>>[0];

/**
 * The gateway's CORS answer depends on the request's Origin (`Vary: Origin`, set by @fastify/cors);
 * a service's own Vary (the seller list's `accept-encoding`) would replace it, so they are joined.
 */
function varyWithOrigin(vary: ResponseHeaders['vary']): string {
  const names = [vary ?? []].flat().join(', ');
  if (/(^|,)\s*(origin|\*)\s*(,|$)/i.test(names)) return names;
  return names === '' ? 'Origin' : `${names}, Origin`;
}

const serviceAnswerHeaders: NonNullable<ReplyHooks['rewriteHeaders']> = (headers) => ({
  ...headers,
  vary: varyWithOrigin(headers.vary),
});

/** Images served to `<img>` on the frontends' origins must not carry helmet's same-site policy. */
const allowCrossOriginLoad: NonNullable<ReplyHooks['rewriteHeaders']> = (headers, request) => ({
  ...serviceAnswerHeaders(headers, request),
  'cross-origin-resource-policy': 'cross-origin',
});

/** One @fastify/http-proxy registration per route table entry, each with its own route config. */
export async function proxyRoutesPlugin(app: FastifyInstance, options: ProxyOptions) {
  const optionsOf = (route: ProxyRoute): FastifyHttpProxyOptions => ({
    upstream: options.services[route.service],
    prefix: `${apiPrefix}${route.path}`,
    rewritePrefix: route.path,
    // '' is the path itself (and, as the router ignores it, its trailing-slash twin); '/*' everything below it.
    routes: route.exact ? [''] : ['', '/*'],
    httpMethods: route.methods ?? proxiedMethods,
    config: {
      access: route.access,
      maxBodyBytes: options.bodyLimits[route.bodyLimit ?? 'default'],
      acceptsMultipart: route.acceptsMultipart === true,
      ...(route.rateLimit && {
        rateLimit: {
          max: options.rateLimits[route.rateLimit].max,
          timeWindow: options.rateLimits[route.rateLimit].windowMs,
        },
      }),
    },
    // undici with keep-alive pooling: the connections to a service are reused across requests.
    undici: {
      connections: 128,
      pipelining: 1,
      keepAliveTimeout: 60_000,
      keepAliveMaxTimeout: 600_000,
    },
    destroyAgent: true,
    disableRequestLogging: true,
    // A GET may be retried once on a dropped keep-alive socket; a service's own 503 is passed on.
    retryMethods: ['GET', 'HEAD'],
    replyOptions: {
      timeout: options.upstreamTimeoutMs,
      retriesCount: 1,
      onError,
      rewriteRequestHeaders: forwardedHeaders,
      rewriteHeaders: route.crossOriginResource ? allowCrossOriginLoad : serviceAnswerHeaders,
    },
  });

  for (const route of proxyRoutes) await app.register(proxy, optionsOf(route));
}
