import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminLoginAnswerSchema,
  AdminLoginBodySchema,
  ErrorBodySchema,
  adminMessages,
} from '@drops/contracts';
import { ForbiddenError, UnauthorizedError, noStore } from '@drops/service-kit';
import { authenticateAdmin } from '../../domain/passwords';
import { adminPasswordDependenciesOf } from '../../password-dependencies';
import { adminUsersRepository } from '../../admin-users-repository';
import { secondFactorChallenge, signInAnswer } from '../../sign-in';

/**
 * `POST /auth/login`: administrator sign-in (the gateway maps `/api/v1/auth/login` here). With a
 * second factor on (or required), the answer is a challenge for `/auth/login/second-factor`.
 */
const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/login',
    {
      onRequest: noStore,
      schema: {
        body: AdminLoginBodySchema,
        response: {
          200: AdminLoginAnswerSchema,
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
      ).catch(async (error: unknown) => {
        // Issue 30 item 5: a failed sign-in of a known administrator is in the audit log.
        const known =
          error instanceof UnauthorizedError &&
          (await app[adminUsersRepository].findByEmail(email));
        if (known)
          await app.recordAdminAction(
            request,
            { action: 'sign_in_failed', targetType: 'admin', targetId: known.user._id },
            known.user,
          );
        throw error;
      });
      if (!account.user.permissions.admin) throw new ForbiddenError(adminMessages.accessDenied);

      const challenge = await secondFactorChallenge(app, account.user);
      if (challenge) return challenge;
      // Issue 30: a session begins; the answer keeps the spec's fields and adds its tokens.
      return signInAnswer(app, request, reply, account.user);
    },
  );
};

export default loginRoute;
