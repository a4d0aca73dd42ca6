import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { serverMessages } from '@drops/contracts';
import { requestIdHeader } from './request-id';

interface Refusal {
  status: number;
  error: string;
  code: string;
}

/** What the router refuses before any route or hook runs; never the raw path in the words. */
const routerRefusals: Record<string, Refusal> = {
  FST_ERR_BAD_URL: { status: 400, error: serverMessages.badUrl, code: 'BAD_URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, error: serverMessages.urlTooLong, code: 'URI_TOO_LONG' },
};

/** What Node's HTTP parser refuses before Fastify has a request (a broken line or header). */
function connectionRefusal(code: string | undefined): Refusal {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, error: serverMessages.requestTimeout, code: 'REQUEST_TIMEOUT' };
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      error: serverMessages.headersTooLarge,
      code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
    };
  return { status: 400, error: serverMessages.malformedRequest, code: 'BAD_REQUEST' };
}

const internal: Refusal = { status: 500, error: serverMessages.internal, code: 'INTERNAL' };

function answerRouterRefusal(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  fixedHeaders: Record<string, string>,
): void {
  const refusal = routerRefusals[error.code] ?? internal;
  if (refusal.status >= 500) request.log.error({ err: error }, 'request failed');
  void reply
    .headers({ ...fixedHeaders, [requestIdHeader]: request.id })
    .status(refusal.status)
    .send({ success: false, error: refusal.error, code: refusal.code, requestId: request.id });
}

/**
 * Fastify's options for the answers it would otherwise write itself: a malformed
 * percent-escape or an over-long path parameter (`frameworkErrors`: no hook has run, so the
 * request id and `fixedHeaders`, the gateway's security headers, are set here) and a request
 * Node could not parse (`clientErrorHandler`: no request at all, so a new id). Both answer
 * with the error body of every other refusal, and neither echoes what the client sent.
 */
export function frameworkErrorOptions(
  fixedHeaders: Record<string, string> = {},
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors: (error, request, reply) =>
      answerRouterRefusal(error, request, reply, fixedHeaders),

    clientErrorHandler(error, socket) {
      // A reset connection has no one left to answer (as Fastify's own handler).
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const refusal = connectionRefusal(error.code);
      const requestId = randomUUID();
      const body = JSON.stringify({
        success: false,
        error: refusal.error,
        code: refusal.code,
        requestId,
      });
      const headers = {
        ...fixedHeaders,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        [requestIdHeader]: requestId,
        connection: 'close',
      };
      const head = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      const statusLine = `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? ''}`;
      if (socket.writable) socket.write(`${statusLine}\r\n${head}\r\n${body}`);
      socket.destroy(error);
    },
  };
}
