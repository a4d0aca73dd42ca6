import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  PasswordAnswerSchema,
  PasswordResetBodySchema,
  passwordMessages,
} from '@drops/contracts';
import { noStore } from '@drops/service-kit';
import { resetPassword } from '../../domain/passwords';
import { passwordDependenciesOf } from '../../password-dependencies';

/**
 * POST /seller/password/reset `{ token, password }`: the mailed link's new password (sign-up's
 * rules); a used, expired or unknown token answers 400 with the same words.
 */
const resetPasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/password/reset',
    {
      onRequest: noStore,
      schema: {
        body: PasswordResetBodySchema,
        response: { 200: PasswordAnswerSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      await resetPassword(passwordDependenciesOf(app), request.body.token, request.body.password);
      return { success: true as const, message: passwordMessages.resetDone };
    },
  );
};

export default resetPasswordRoute;
