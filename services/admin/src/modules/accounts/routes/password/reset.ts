import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  PasswordAnswerSchema,
  PasswordResetBodySchema,
  passwordMessages,
} from '@drops/contracts';
import { noStore } from '@drops/service-kit';
import { resetAdminPassword } from '../../domain/passwords';
import { adminPasswordDependenciesOf } from '../../password-dependencies';

/** POST /auth/password/reset `{ token, password }`: the mailed link's new password (issue 30). */
const resetAdminPasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/password/reset',
    {
      onRequest: noStore,
      schema: {
        body: PasswordResetBodySchema,
        response: { 200: PasswordAnswerSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const user = await resetAdminPassword(adminPasswordDependenciesOf(app), token, password);
      await app.recordAdminAction(
        request,
        { action: 'password_reset', targetType: 'admin', targetId: user._id },
        user,
      );
      return { success: true as const, message: passwordMessages.resetDone };
    },
  );
};

export default resetAdminPasswordRoute;
