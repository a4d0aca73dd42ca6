import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  PasswordAnswerSchema,
  PasswordForgotBodySchema,
  passwordMessages,
} from '@drops/contracts';
import { noStore } from '@drops/service-kit';
import { sendAdminResetLink } from '../../domain/passwords';
import { adminPasswordDependenciesOf } from '../../password-dependencies';

/**
 * POST /auth/password/forgot `{ email }`: 202 with the same body at once whether or not an
 * administrator uses the email; the link is made and mailed after the answer (issue 30).
 */
const forgotAdminPasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  const pending = new Set<Promise<void>>();
  app.addHook('preClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.post(
    '/auth/password/forgot',
    {
      onRequest: noStore,
      schema: {
        body: PasswordForgotBodySchema,
        response: { 202: PasswordAnswerSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const work = sendAdminResetLink(adminPasswordDependenciesOf(app), request.body.email)
        .catch((error: unknown) => request.log.error({ err: error }, 'reset link not sent'))
        .finally(() => pending.delete(work));
      pending.add(work);
      return reply
        .code(202)
        .send({ success: true as const, message: passwordMessages.forgotAccepted });
    },
  );
};

export default forgotAdminPasswordRoute;
