import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBodySchema, NoBodySchema, SuccessMessageSchema } from '@drops/contracts';
import { adminSessions } from '../../admin-passwords-repository-key';

/** POST /auth/logout (issue 30): ends the administrator's session and clears its cookie. */
const logoutRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/logout',
    {
      onRequest: app.requireAdmin,
      schema: {
        body: NoBodySchema,
        response: { 200: SuccessMessageSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await app[adminSessions].logout(request, reply, request.adminId);
      return { success: true as const };
    },
  );
};

export default logoutRoute;
