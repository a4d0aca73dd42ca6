import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBodySchema, NoBodySchema, SuccessMessageSchema } from '@drops/contracts';
import { sellerSessions } from '../../sellers-repository-key';

/** POST /seller/logout (issue 30): ends the caller's session and clears its refresh cookie. */
const logoutRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/logout',
    {
      onRequest: app.requireSeller,
      schema: {
        body: NoBodySchema,
        response: { 200: SuccessMessageSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await app[sellerSessions].logout(request, reply, request.sellerId);
      return { success: true as const };
    },
  );
};

export default logoutRoute;
