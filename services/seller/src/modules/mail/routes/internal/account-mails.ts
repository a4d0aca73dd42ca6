import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  InternalAccountMailBodySchema,
  SuccessMessageSchema,
} from '@drops/contracts';

/**
 * POST /internal/account-mails: the admin service's administrators' mails (issue 30: reset link,
 * password changed, sign-ins paused), queued here and sent by this service's sender, so the
 * platform has one mailer (docs/decisions.md).
 */
const accountMailsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/internal/account-mails',
    {
      schema: {
        body: InternalAccountMailBodySchema,
        response: { 202: SuccessMessageSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await app.queueAccountMail(request.body);
      return reply.code(202).send({ success: true as const });
    },
  );
};

export default accountMailsRoute;
