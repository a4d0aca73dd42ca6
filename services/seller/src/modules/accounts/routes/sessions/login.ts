import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LoginRefusalBodySchema,
  SellerLoginBodySchema,
  SellerLoginResponseSchema,
  sellerMessages,
} from '@drops/contracts';
import { noStore } from '@drops/service-kit';
import { authenticateSeller } from '../../domain/login';
import { errorResponses } from '../../../../shared/error-responses';
import {
  passwordsRepository,
  sellerSessions,
  sellersRepository,
} from '../../sellers-repository-key';

/**
 * POST /seller/login: a seller token for an active flex account or an approved sell account,
 * and the refresh token of the session it begins (issue 30).
 */
const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/login',
    {
      onRequest: noStore,
      schema: {
        body: SellerLoginBodySchema,
        response: {
          200: SellerLoginResponseSchema,
          ...errorResponses,
          // A rejected seller is told why beside the refusal.
          403: LoginRefusalBodySchema,
        },
      },
    },
    async (request, reply) => {
      const seller = await authenticateSeller(
        {
          sellers: app[sellersRepository],
          passwords: app[passwordsRepository],
          queueAccountMail: app.queueAccountMail,
          supportEmail: app.supportEmail,
        },
        request.body.email,
        request.body.password,
      );
      // Issue 30: a session begins; the answer keeps the spec's fields and adds its tokens.
      const tokens = await app[sellerSessions].start(request, reply, seller._id);
      return {
        success: true as const,
        message: sellerMessages.loginSuccessful,
        data: { ...tokens, seller },
      };
    },
  );
};

export default loginRoute;
