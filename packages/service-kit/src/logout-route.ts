import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBodySchema, NoBodySchema, SuccessMessageSchema } from '@drops/contracts';
import type { AccountSessions } from './account-sessions';

interface LogoutRouteOptions {
  /** The access check of the area's accounts (`app.requireSeller`, `app.requireAdmin`). */
  requireAccount: (app: FastifyInstance) => FastifyInstance['requireSeller' | 'requireAdmin'];
  sessionsOf: (app: FastifyInstance) => AccountSessions;
  /** The signed-in account, as the access check left it on the request. */
  accountIdOf: (request: FastifyRequest) => string;
}

/**
 * A logout route (issue 30), the same for sellers and administrators: ends the caller's session
 * and clears its refresh cookie.
 */
export function logoutRoute(path: string, options: LogoutRouteOptions): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      path,
      {
        onRequest: options.requireAccount(app),
        schema: {
          body: NoBodySchema,
          response: { 200: SuccessMessageSchema, 401: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        await options.sessionsOf(app).logout(request, reply, options.accountIdOf(request));
        return { success: true as const };
      },
    );
  };
}
