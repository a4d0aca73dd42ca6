import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { serverMessages, type ErrorBody } from '@drops/contracts';

/** Nobody listens there: the service is down or not started yet. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'FST_REPLY_FROM_SERVICE_UNAVAILABLE',
]);

/** The service did not connect or answer within the upstream timeout. */
const timeoutCodes = new Set([
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'FST_REPLY_FROM_TIMEOUT',
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
]);

interface CodedError {
  code?: unknown;
  cause?: unknown;
}

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  // reply-from wraps undici's error; the cause chain holds the socket's own code.
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { code, cause } = current as CodedError;
    if (typeof code === 'string') codes.push(code);
    current = cause;
  }
  return codes;
}

export interface UpstreamFailure {
  statusCode: 502 | 503 | 504;
  body: ErrorBody;
}

/** A failed upstream call as the client sees it: 503 down, 504 slow, 502 anything else. */
export function upstreamFailureOf(error: unknown): UpstreamFailure {
  const codes = codesOf(error);
  if (codes.some((code) => unavailableCodes.has(code)))
    return {
      statusCode: 503,
      body: {
        success: false,
        error: serverMessages.serviceUnavailable,
        code: 'SERVICE_UNAVAILABLE',
      },
    };
  if (codes.some((code) => timeoutCodes.has(code)))
    return {
      statusCode: 504,
      body: { success: false, error: serverMessages.gatewayTimeout, code: 'GATEWAY_TIMEOUT' },
    };
  return {
    statusCode: 502,
    body: { success: false, error: serverMessages.badGateway, code: 'BAD_GATEWAY' },
  };
}

/** The reply of a proxied call, as @fastify/http-proxy's hooks see it. */
type ProxiedReply = Parameters<
  NonNullable<NonNullable<FastifyHttpProxyOptions['replyOptions']>['onError']>
>[0];

/** Answers the client for a failed upstream call; a service that is down is a warning, the rest errors. */
export function replyWithUpstreamFailure(reply: ProxiedReply, error: unknown): void {
  const failure = upstreamFailureOf(error);
  const level = failure.statusCode === 503 ? 'warn' : 'error';
  reply.log[level]({ err: error, statusCode: failure.statusCode }, 'upstream call failed');
  void reply
    .status(failure.statusCode)
    .type('application/json')
    .send({ ...failure.body, requestId: reply.request.id });
}
