import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  PasswordChangeAnswerSchema,
  PasswordChangeBodySchema,
  passwordMessages,
} from '@drops/contracts';
import { changePassword } from '../../domain/passwords';
import { passwordDependenciesOf } from '../../password-dependencies';
import { sellerSessions } from '../../sellers-repository-key';

/**
 * POST /seller/password/change `{ currentPassword, password }` (Edit Profile, issue 30): a wrong
 * current password is a 400 on its field, never a 401, which would sign the seller out. Every
 * session ends; the answer carries a new session's tokens for the caller.
 */
const changePasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/password/change',
    {
      onRequest: app.requireSeller,
      schema: {
        body: PasswordChangeBodySchema,
        response: { 200: PasswordChangeAnswerSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { currentPassword, password } = request.body;
      await changePassword(
        passwordDependenciesOf(app),
        request.sellerId,
        currentPassword,
        password,
      );
      const tokens = await app[sellerSessions].start(request, reply, request.sellerId);
      return { success: true as const, message: passwordMessages.changed, data: tokens };
    },
  );
};

export default changePasswordRoute;
