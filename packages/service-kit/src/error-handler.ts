import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorObject } from 'ajv';
import { serverMessages, type ErrorBody } from '@drops/contracts';
import { isDatabaseUnavailable } from './database-errors';
import { DomainError } from './errors';
import { fieldErrorsOf } from './validation';

/** Fastify's own 4xx errors, in the words we show. */
const frameworkMessages: Record<number, string> = {
  400: serverMessages.invalidRequestBody,
  401: serverMessages.unauthorized,
  403: serverMessages.forbidden,
  404: serverMessages.notFound,
  413: serverMessages.payloadTooLarge,
  415: serverMessages.invalidRequestBody,
  429: serverMessages.tooManyRequests,
};

/**
 * One place turns every failure into `{ success: false, error, errors }`, with the request's id
 * so a user's report can be found; 5xx details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = request.id;
    if (error instanceof DomainError) {
      const body: ErrorBody & Record<string, unknown> = {
        ...error.details,
        success: false,
        error: error.message,
        code: error.code,
      };
      if (error.fieldErrors) body.errors = error.fieldErrors;
      body.requestId = requestId;
      // Another service is down for a moment: the client may try again shortly.
      if (error.statusCode === 503) reply.header('retry-after', '5');
      return reply.status(error.statusCode).send(body);
    }
    if (error.validation) {
      const errors = fieldErrorsOf(error.validation as unknown as ErrorObject[]);
      const first = Object.values(errors)[0] ?? serverMessages.validationFailed;
      return reply
        .status(400)
        .send({ success: false, error: first, code: 'VALIDATION_ERROR', errors, requestId });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 429
          ? serverMessages.tooManyRequests
          : (frameworkMessages[status] ?? error.message);
      return reply
        .status(status)
        .send({ success: false, error: message, code: error.code ?? 'BAD_REQUEST', requestId });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, url: request.url }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({
        success: false,
        error: serverMessages.databaseUnavailable,
        code: 'DATABASE_UNAVAILABLE',
        requestId,
      });
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    return reply
      .status(500)
      .send({ success: false, error: serverMessages.internal, code: 'INTERNAL', requestId });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      success: false,
      error: serverMessages.routeNotFound,
      code: 'ROUTE_NOT_FOUND',
      requestId: request.id,
    }),
  );
}
