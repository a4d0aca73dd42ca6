import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  emailVerificationMessages,
  EmailVerificationResendAnswerSchema,
  ErrorBodySchema,
  NoBodySchema,
} from '@drops/contracts';
import { mailVerificationAgain } from '../../domain/email-verification';
import { emailVerificationDependenciesOf } from '../../email-verification-dependencies';

/**
 * POST /seller/email/verification (seller token, issue 30 item 2): the verification mail again,
 * to the address waiting for it. One a minute and five a day per account, else 429; an account
 * with nothing to verify answers 409.
 */
const resendVerificationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/email/verification',
    {
      onRequest: app.requireSeller,
      schema: {
        body: NoBodySchema,
        response: {
          202: EmailVerificationResendAnswerSchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const email = await mailVerificationAgain(
        emailVerificationDependenciesOf(app),
        request.sellerId,
      );
      return reply.code(202).send({
        success: true as const,
        message: emailVerificationMessages.resent,
        data: { email },
      });
    },
  );
};

export default resendVerificationRoute;
