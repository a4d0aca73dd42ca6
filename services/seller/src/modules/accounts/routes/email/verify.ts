import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  emailVerificationMessages,
  EmailVerifyAnswerSchema,
  EmailVerifyBodySchema,
  ErrorBodySchema,
} from '@drops/contracts';
import { noStore } from '@drops/service-kit';
import { verifyEmail } from '../../domain/email-verification';
import { emailVerificationDependenciesOf } from '../../email-verification-dependencies';

/**
 * POST /seller/email/verify `{ token }` (issue 30 item 2): the mailed link, no sign-in needed.
 * A used, expired, replaced or unknown token answers 400 with the same words.
 */
const verifyEmailRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/email/verify',
    {
      onRequest: noStore,
      schema: {
        body: EmailVerifyBodySchema,
        response: { 200: EmailVerifyAnswerSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const email = await verifyEmail(emailVerificationDependenciesOf(app), request.body.token);
      return {
        success: true as const,
        message: emailVerificationMessages.verified,
        data: { email, emailVerified: true as const },
      };
    },
  );
};

export default verifyEmailRoute;
