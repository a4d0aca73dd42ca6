import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { Readable } from 'node:stream';
import { WholeAnswer } from './service-pool';

type ReplyHooks = NonNullable<FastifyHttpProxyOptions['replyOptions']>;
type ResponseHeaders = Parameters<NonNullable<ReplyHooks['rewriteHeaders']>>[0];

const namesOrigin = /(^|,)\s*(origin|\*)\s*(,|$)/i;

/**
 * The gateway's CORS answer depends on the request's Origin (`Vary: Origin`, set by @fastify/cors);
 * a service's own Vary (the seller list's `accept-encoding`) would replace it, so they are joined.
 */
function varyWithOrigin(vary: ResponseHeaders['vary']): string {
  const names = Array.isArray(vary) ? vary.join(', ') : (vary ?? '');
  if (names === '') return 'Origin';
  return namesOrigin.test(names) ? names : `${names}, Origin`;
}

// Both change the headers of the service's answer in place: the object is that answer's own.
export const serviceAnswerHeaders: NonNullable<ReplyHooks['rewriteHeaders']> = (headers) => {
  headers.vary = varyWithOrigin(headers.vary);
  // Hop-by-hop: they speak of the gateway's connection to the service. Passed on (reply-from keeps
  // them from an HTTP/1 answer), the service's `keep-alive` overrode a stopping gateway's
  // `Connection: close`, so a load balancer kept its connections and the stop waited out its grace.
  delete headers.connection;
  delete headers['keep-alive'];
  return headers;
};

/** Images served to `<img>` on the frontends' origins must not carry helmet's same-site policy. */
export const allowCrossOriginLoad: NonNullable<ReplyHooks['rewriteHeaders']> = (
  headers,
  request,
) => {
  serviceAnswerHeaders(headers, request)['cross-origin-resource-policy'] = 'cross-origin';
  return headers;
};

/**
 * reply-from's `onResponse`: sends the service's answer on, its status and headers already on
 * the reply. The service pool has read a small answer whole (one buffer); a file streams.
 */
export const sendServiceAnswer: NonNullable<ReplyHooks['onResponse']> = (
  _request,
  reply,
  answer,
) => {
  // The service pool hands over its own body; reply-from's types name the http client's.
  const body = answer.stream as unknown as WholeAnswer | Readable;
  void reply.send(body instanceof WholeAnswer ? body.bytes : body);
};
