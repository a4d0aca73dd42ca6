import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  NoBodySchema,
  TotpSetupAnswerSchema,
  adminAccountMessages,
} from '@drops/contracts';
import { ConflictError, noStore } from '@drops/service-kit';
import { adminAccountsRepository } from '../../admin-accounts-key';
import { enrollmentOf, newTotpSecret } from '../../domain/second-factor';
import { signedInAdmin } from '../../sign-in';

/**
 * POST /auth/totp/setup (issue 30 item 5): a new secret for the signed-in administrator's
 * authenticator app, as text and as an otpauth URI; `/auth/totp/enable` confirms it with a code.
 */
const totpSetupRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/totp/setup',
    {
      onRequest: noStore,
      schema: {
        body: NoBodySchema,
        response: { 200: TotpSetupAnswerSchema, 401: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => {
      const user = signedInAdmin(request);
      const accounts = app[adminAccountsRepository];
      const security = await accounts.security(user._id);
      if (security?.totpSecret) throw new ConflictError(adminAccountMessages.secondFactorOn);
      const secret = newTotpSecret();
      await accounts.setPendingSecret(user._id, secret);
      return { success: true as const, data: enrollmentOf(user.email, secret) };
    },
  );
};

export default totpSetupRoute;
