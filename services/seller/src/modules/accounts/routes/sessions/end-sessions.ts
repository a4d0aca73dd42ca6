import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  IdParamsSchema,
  NoBodySchema,
  SessionsEndedResponseSchema,
  sessionMessages,
} from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import { sellerSessions } from '../../sellers-repository-key';

/**
 * Edit Profile's Sessions (issue 30): `DELETE /seller/sessions/:id` ends one of the seller's
 * sessions (another seller's id is not found), `DELETE /seller/sessions` ends them all, the
 * caller's own included ("sign out everywhere").
 */
const endSessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/seller/sessions/:id',
    {
      onRequest: app.requireSeller,
      schema: {
        params: IdParamsSchema,
        body: NoBodySchema,
        response: {
          200: SessionsEndedResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      if (!(await app[sellerSessions].endOne(request.sellerId, request.params.id)))
        throw new NotFoundError(sessionMessages.endFailed, 'SESSION_NOT_FOUND');
      return { success: true as const, message: sessionMessages.ended, data: { ended: 1 } };
    },
  );

  app.delete(
    '/seller/sessions',
    {
      onRequest: app.requireSeller,
      schema: {
        body: NoBodySchema,
        response: { 200: SessionsEndedResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const ended = await app[sellerSessions].endAll(request.sellerId, 'ended-all');
      return { success: true as const, message: sessionMessages.endedAll, data: { ended } };
    },
  );
};

export default endSessionsRoutes;
