import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RegisterCompleteBodySchema, RegisterCompleteResponseSchema } from '@drops/contracts';
import { noStore } from '@drops/service-kit';
import { registerSeller } from '../../domain/registration';
import { mailVerificationLink } from '../../domain/email-verification';
import { emailVerificationDependenciesOf } from '../../email-verification-dependencies';
import { errorResponses } from '../../../../shared/error-responses';
import { sellerSessions, sellersRepository } from '../../sellers-repository-key';

/**
 * POST /seller/register/complete: creates the seller and, in the same transaction, queues the
 * mail verifying its email (issue 30 item 2). A flex account is signed in at once; a sell
 * account gets no token and waits for an administrator's approval.
 */
const registerCompleteRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/register/complete',
    {
      // A flex account's answer carries its first token.
      onRequest: noStore,
      schema: {
        body: RegisterCompleteBodySchema,
        response: { 200: RegisterCompleteResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const verification = emailVerificationDependenciesOf(app);
      const seller = await app.db.transaction(async (trx) => {
        const created = await registerSeller(app[sellersRepository], request.body, trx);
        await mailVerificationLink(verification, trx, created, created.email, { spaced: false });
        return created;
      });
      if (seller.accountType === 'flex') {
        // Signed in at once: a session like a sign-in's, its refresh token in the cookie.
        const { token } = await app[sellerSessions].start(request, reply, seller._id);
        return { success: true as const, autoLogin: true, data: { token, seller } };
      }
      return { success: true as const, autoLogin: false, data: { seller } };
    },
  );
};

export default registerCompleteRoute;
