import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminLoginBodySchema,
  AdminLoginResponseSchema,
  ErrorBodySchema,
  adminMessages,
} from '@drops/contracts';
import { ForbiddenError, noStore } from '@drops/service-kit';
import { authenticateAdmin } from '../domain/passwords';
import { adminPasswordDependenciesOf } from '../password-dependencies';

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
    async (request) => {
      const { email, password } = request.body;
      const account = await authenticateAdmin(
        adminPasswordDependenciesOf(app),
        email,
        password,
        (error) => request.log.warn({ err: error }, 'sign-in pause not mailed'),
      );
      if (!account.user.permissions.admin) throw new ForbiddenError(adminMessages.accessDenied);

      const token = { accessToken: app.signToken('admin', account.user._id) };
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
