import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { Readable } from 'node:stream';
import { replyWithUpstreamFailure } from './upstream-errors';

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
 * Answers up to this size (every JSON answer of the API) are read whole and sent as one buffer;
 * larger or unsized ones (files) are piped. Piping a stream through the reply costs the gateway
 * more CPU than the hop itself for a 5 KB list (bench/README.md § Backend API).
 */
const wholeAnswerMaxBytes = 1024 * 1024;

/** Headers that describe the service's body: wrong for the error sent instead of a broken one. */
const bodyHeaders = [
  'content-encoding',
  'content-length',
  'etag',
  'last-modified',
  'cache-control',
];

/**
 * reply-from's `onResponse`: sends the service's answer on, its status and headers already on
 * the reply. A read-whole answer that breaks off midway becomes a 502, as a failed call does.
 */
export const sendServiceAnswer: NonNullable<ReplyHooks['onResponse']> = (
  _request,
  reply,
  answer,
) => {
  // undici hands over its body stream; reply-from's types name the http client's.
  const body = answer.stream as unknown as Readable;
  const declaredBytes = Number(reply.getHeader('content-length'));
  if (!(declaredBytes <= wholeAnswerMaxBytes)) {
    void reply.send(body);
    return;
  }
  const chunks: Buffer[] = [];
  body.on('data', (chunk: Buffer) => chunks.push(chunk));
  body.once('end', () => void reply.send(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
  body.once('error', (error) => {
    for (const name of bodyHeaders) reply.removeHeader(name);
    replyWithUpstreamFailure(reply, error);
  });
};
