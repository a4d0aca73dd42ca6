import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  InternalSessionAliveQuerySchema,
  InternalSessionAliveResponseSchema,
  InternalIdParamsSchema,
} from '@drops/contracts';
import { sellerSessions } from '../../sellers-repository-key';

/**
 * GET /internal/sessions/:id?sellerId=: whether a seller's session is alive. The catalog asks
 * on each seller call, so a session ended here stops there at once (issue 30).
 */
const sessionAliveRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/internal/sessions/:id',
    {
      schema: {
        params: InternalIdParamsSchema,
        querystring: InternalSessionAliveQuerySchema,
        response: { 200: InternalSessionAliveResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        alive: await app[sellerSessions].isAlive(request.params.id, request.query.sellerId),
      },
    }),
  );
};

export default sessionAliveRoute;
