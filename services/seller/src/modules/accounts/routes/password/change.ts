import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  PasswordAnswerSchema,
  PasswordChangeBodySchema,
  passwordMessages,
} from '@drops/contracts';
import { changePassword } from '../../domain/passwords';
import { passwordDependenciesOf } from '../../password-dependencies';

/**
 * POST /seller/password/change `{ currentPassword, password }` (Edit Profile, issue 30): a wrong
 * current password is a 400 on its field, never a 401, which would sign the seller out.
 */
const changePasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/password/change',
    {
      onRequest: app.requireSeller,
      schema: {
        body: PasswordChangeBodySchema,
        response: { 200: PasswordAnswerSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const { currentPassword, password } = request.body;
      await changePassword(
        passwordDependenciesOf(app),
        request.sellerId,
        currentPassword,
        password,
        request.sessionId,
      );
      return { success: true as const, message: passwordMessages.changed };
    },
  );
};

export default changePasswordRoute;
