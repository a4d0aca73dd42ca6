import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminLoginBodySchema,
  AdminLoginResponseSchema,
  ErrorBodySchema,
  adminMessages,
} from '@drops/contracts';
import { ForbiddenError, noStore } from '@drops/service-kit';
import { authenticateAdmin } from '../../domain/passwords';
import { adminPasswordDependenciesOf } from '../../password-dependencies';
import { adminSessions } from '../../admin-passwords-repository-key';

/** `POST /auth/login`: administrator sign-in (the gateway maps `/api/v1/auth/login` here). */
const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/login',
    {
      onRequest: noStore,
      schema: {
        body: AdminLoginBodySchema,
        response: {
          200: AdminLoginResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const account = await authenticateAdmin(
        adminPasswordDependenciesOf(app),
        email,
        password,
        (error) => request.log.warn({ err: error }, 'sign-in pause not mailed'),
      );
      if (!account.user.permissions.admin) throw new ForbiddenError(adminMessages.accessDenied);

      // Issue 30: a session begins; the answer keeps the spec's fields and adds its tokens.
      const session = await app[adminSessions].start(request, reply, account.user._id);
      const token = {
        accessToken: session.token,
        refreshToken: session.refreshToken,
        expiresAt: session.expiresAt,
      };
      await app.recordAdminAction(
        request,
        { action: 'sign_in', targetType: 'admin', targetId: account.user._id },
        account.user,
      );
      return {
        success: true as const,
        token,
        user: account.user,
        data: { token, user: account.user },
      };
    },
  );
};

export default loginRoute;
