import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminSecondFactorAnswerSchema,
  AdminSecondFactorBodySchema,
  ErrorBodySchema,
  adminAccountMessages,
} from '@drops/contracts';
import { ForbiddenError, UnauthorizedError, noStore } from '@drops/service-kit';
import { adminAccountsRepository } from '../../admin-accounts-key';
import { adminUsersRepository } from '../../admin-users-repository';
import { enableSecondFactor } from '../../domain/enrollment';
import { checkSecondFactor, invalidCode } from '../../domain/second-factor';
import { challengeHashOf, secondFactorDependenciesOf, signInAnswer } from '../../sign-in';

/**
 * POST /auth/login/second-factor `{ challenge, code }` (issue 30 item 5): the login's challenge
 * and a TOTP or recovery code answer the spec's login answer. A challenge that came with an
 * enrollment turns the second factor on with its first code and adds the recovery codes.
 */
const secondFactorRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/login/second-factor',
    {
      onRequest: noStore,
      schema: {
        body: AdminSecondFactorBodySchema,
        response: {
          200: AdminSecondFactorAnswerSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { challenge, code } = request.body;
      const accounts = app[adminAccountsRepository];
      const hash = challengeHashOf(challenge);
      const found = await accounts.findChallenge(hash, Date.now());
      if (!found) throw new UnauthorizedError(adminAccountMessages.challengeExpired);
      const user = await app[adminUsersRepository].findActiveById(found.adminId);
      if (!user) throw new ForbiddenError(adminAccountMessages.disabled);
      const deps = secondFactorDependenciesOf(app);
      const audit = (action: 'second_factor_enable' | 'recovery_code_used' | 'sign_in_failed') =>
        app.recordAdminAction(request, { action, targetType: 'admin', targetId: user._id }, user);

      let recoveryCodes: string[] | undefined;
      try {
        if (found.enrollmentSecret) {
          recoveryCodes = await enableSecondFactor(deps, user._id, found.enrollmentSecret, code);
        } else {
          const security = await accounts.security(user._id);
          if (!security?.totpSecret) throw invalidCode();
          const used = await checkSecondFactor(deps, user._id, security.totpSecret, code, {
            recoveryCodes: true,
          });
          if (used.usedRecoveryCode) await audit('recovery_code_used');
        }
      } catch (error) {
        await audit('sign_in_failed');
        throw error;
      }
      // The challenge works once: of two right codes at once, one signs in.
      if (!(await accounts.takeChallenge(hash)))
        throw new UnauthorizedError(adminAccountMessages.challengeExpired);
      if (recoveryCodes) await audit('second_factor_enable');
      const answer = await signInAnswer(app, request, reply, user);
      return recoveryCodes ? { ...answer, recoveryCodes } : answer;
    },
  );
};

export default secondFactorRoute;
