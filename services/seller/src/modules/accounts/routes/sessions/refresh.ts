import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  TokenRefreshBodySchema,
  TokenRefreshResponseSchema,
} from '@drops/contracts';
import { noStore } from '@drops/service-kit';
import { sellerSessions } from '../../sellers-repository-key';

/**
 * POST /seller/token/refresh (issue 30): a refresh token (the body's `refreshToken`, else the
 * browser's cookie) for a new access token and the next refresh token. No access token needed:
 * the one it replaces has usually expired.
 */
const refreshRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/token/refresh',
    {
      onRequest: noStore,
      schema: {
        body: TokenRefreshBodySchema,
        response: { 200: TokenRefreshResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await app[sellerSessions].refresh(request, reply, request.body?.refreshToken);
      return { success: true as const, data };
    },
  );
};

export default refreshRoute;
