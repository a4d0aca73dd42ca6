import type { onRequestHookHandler } from 'fastify';

/**
 * onRequest for a route whose answer carries a secret or a token (a sign-in, a webhook's
 * signing secret, a signed link to a file): `Cache-Control: no-store`, so neither a browser nor
 * a shared cache keeps it. Set before the handler, so a replayed answer carries it too.
 */
export const noStore: onRequestHookHandler = (_request, reply, done) => {
  void reply.header('cache-control', 'no-store');
  done();
};
