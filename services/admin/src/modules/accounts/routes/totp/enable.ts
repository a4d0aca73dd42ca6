import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBodySchema, RecoveryCodesAnswerSchema, TotpCodeBodySchema } from '@drops/contracts';
import { noStore } from '@drops/service-kit';
import { enablePendingSecondFactor } from '../../domain/enrollment';
import { secondFactorDependenciesOf, signedInAdmin } from '../../sign-in';

/** POST /auth/totp/enable `{ code }`: the second factor on, and 10 recovery codes shown once. */
const totpEnableRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/totp/enable',
    {
      onRequest: noStore,
      schema: {
        body: TotpCodeBodySchema,
        response: {
          200: RecoveryCodesAnswerSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const user = signedInAdmin(request);
      const recoveryCodes = await enablePendingSecondFactor(
        secondFactorDependenciesOf(app),
        user._id,
        request.body.code,
      );
      await app.recordAdminAction(request, {
        action: 'second_factor_enable',
        targetType: 'admin',
        targetId: user._id,
      });
      return { success: true as const, data: { recoveryCodes } };
    },
  );
};

export default totpEnableRoute;
