import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountSessionsResponseSchema, ErrorBodySchema } from '@drops/contracts';
import { sellerSessions } from '../../sellers-repository-key';

/** GET /seller/sessions (issue 30): the seller's live sessions, the one used last first. */
const listSessionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/seller/sessions',
    {
      onRequest: app.requireSeller,
      schema: { response: { 200: AccountSessionsResponseSchema, 401: ErrorBodySchema } },
    },
    async (request) => ({
      success: true as const,
      data: await app[sellerSessions].list(request.sellerId, request.sessionId),
    }),
  );
};

export default listSessionsRoute;
