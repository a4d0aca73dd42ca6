import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  PasswordAnswerSchema,
  PasswordForgotBodySchema,
  passwordMessages,
} from '@drops/contracts';
import { noStore } from '@drops/service-kit';
import { sendResetLink } from '../../domain/passwords';
import { passwordDependenciesOf } from '../../password-dependencies';

/**
 * POST /seller/password/forgot `{ email }`: 202 with the same body at once, whether or not an
 * account uses the email; the lookup, the token and the mail happen after the answer, so its
 * time says nothing either (issue 30). The gateway limits it per address; the domain, per account.
 */
const forgotPasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  const pending = new Set<Promise<void>>();
  // A stopping service finishes the links it accepted to send before its database closes.
  app.addHook('preClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.post(
    '/seller/password/forgot',
    {
      onRequest: noStore,
      schema: {
        body: PasswordForgotBodySchema,
        response: { 202: PasswordAnswerSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const work = sendResetLink(passwordDependenciesOf(app), request.body.email)
        .catch((error: unknown) => request.log.error({ err: error }, 'reset link not sent'))
        .finally(() => pending.delete(work));
      pending.add(work);
      return reply
        .code(202)
        .send({ success: true as const, message: passwordMessages.forgotAccepted });
    },
  );
};

export default forgotPasswordRoute;
