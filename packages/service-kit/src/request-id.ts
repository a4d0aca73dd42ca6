import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';

export const requestIdHeader = 'x-request-id';

/** An incoming id is kept only when it is short and plain: it goes into logs and events. */
const acceptedRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[requestIdHeader];
  return typeof sent === 'string' && acceptedRequestId.test(sent) ? sent : randomUUID();
}

/**
 * Fastify's options for request ids: the caller's `x-request-id` when valid (the gateway's, on a
 * service), else a new UUID; every log line of the request carries it as `requestId`.
 */
export function requestIdOptions(): Pick<
  FastifyServerOptions,
  'genReqId' | 'requestIdHeader' | 'logController'
> {
  return {
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  };
}

const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request being handled, where code far from it (an outbox append) needs it. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/**
 * Answers carry the id back (`x-request-id`). A service's work also runs in the request's context
 * (`currentRequestId`, for its outbox and calls); the gateway passes the id on in a header
 * instead, and leaves the context out: an AsyncLocalStorage turns on async hooks for every
 * promise of the process, a tenth of a proxied call's CPU.
 */
export function registerRequestId(app: FastifyInstance, { context = true } = {}): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(requestIdHeader, request.id);
    if (context) requestContext.run({ requestId: request.id }, done);
    else done();
  });
}
