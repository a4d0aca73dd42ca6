import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBodySchema, SuccessMessageSchema, TotpCodeBodySchema } from '@drops/contracts';
import { noStore } from '@drops/service-kit';
import { secondFactorRequired } from '../../admin-accounts-key';
import { disableSecondFactor } from '../../domain/enrollment';
import { secondFactorDependenciesOf, signedInAdmin } from '../../sign-in';

/** POST /auth/totp/disable `{ code }`: off with a current code, unless a second factor is required. */
const totpDisableRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/totp/disable',
    {
      onRequest: noStore,
      schema: {
        body: TotpCodeBodySchema,
        response: {
          200: SuccessMessageSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const user = signedInAdmin(request);
      await disableSecondFactor(
        secondFactorDependenciesOf(app),
        user._id,
        request.body.code,
        app[secondFactorRequired],
      );
      await app.recordAdminAction(request, {
        action: 'second_factor_disable',
        targetType: 'admin',
        targetId: user._id,
      });
      return { success: true as const };
    },
  );
};

export default totpDisableRoute;
