import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages, type ErrorBody } from '@drops/contracts';

const notFound: ErrorBody = {
  success: false,
  error: serverMessages.routeNotFound,
  code: 'ROUTE_NOT_FOUND',
};

async function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  // The unread body is dropped with the connection rather than drained.
  if (request.headers['content-length'] || request.headers['transfer-encoding'])
    void reply.header('connection', 'close');
  return reply.status(404).send({ ...notFound, requestId: request.id });
}

/**
 * Every `/api/v1/*` path no service owns answers 404 in the error body, whatever its body holds:
 * the body is not parsed here (malformed JSON would otherwise turn the 404 into a 400).
 */
export async function notFoundRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.all('/api/v1', answerNotFound);
  app.all('/api/v1/*', answerNotFound);
}
