import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  TokenRefreshBodySchema,
  TokenRefreshResponseSchema,
} from '@drops/contracts';
import { noStore } from '@drops/service-kit';
import { adminSessions } from '../../admin-passwords-repository-key';

/**
 * POST /auth/token/refresh (issue 30): an administrator's refresh token (the body's, else the
 * browser's cookie) for a new access token and the next refresh token, within the session's
 * 12 hours. No access token needed: the one it replaces has usually expired.
 */
const refreshRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/token/refresh',
    {
      onRequest: noStore,
      schema: {
        body: TokenRefreshBodySchema,
        response: { 200: TokenRefreshResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await app[adminSessions].refresh(request, reply, request.body?.refreshToken);
      return { success: true as const, data };
    },
  );
};

export default refreshRoute;
