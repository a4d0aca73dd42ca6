import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  TokenRefreshBodySchema,
  TokenRefreshResponseSchema,
} from '@drops/contracts';
import type { AccountSessions } from './account-sessions';
import { noStore } from './no-store';

/**
 * A token refresh route (issue 30), the same for sellers and administrators: a refresh token (the
 * body's `refreshToken`, else the browser's cookie) for a new access token and the next refresh
 * token. No access token needed: the one it replaces has usually expired.
 */
export function tokenRefreshRoute(
  path: string,
  sessionsOf: (app: FastifyInstance) => AccountSessions,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      path,
      {
        onRequest: noStore,
        schema: {
          body: TokenRefreshBodySchema,
          response: { 200: TokenRefreshResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const data = await sessionsOf(app).refresh(request, reply, request.body?.refreshToken);
        return { success: true as const, data };
      },
    );
  };
}
