import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashResetToken, newResetToken } from '@drops/auth';
import {
  adminAccountMessages,
  adminMessages,
  type AdminLoginChallenge,
  type AdminLoginResponse,
  type AdminUser,
} from '@drops/contracts';
import { ForbiddenError, UnauthorizedError } from '@drops/service-kit';
import {
  adminAccountsRepository,
  secondFactorRequired,
  adminPasswordsRepository,
  adminSessions,
} from './admin-accounts-key';
import { adminUsersRepository } from './admin-users-repository';
import { enrollmentOf, newTotpSecret, type SecondFactorDependencies } from './domain/second-factor';

/** The time between the password and the code (or the enrollment). */
const challengeLifetimeMs = 10 * 60 * 1000;

/** What the second-factor checks need of this module (the pause mail goes through the seller service). */
export const secondFactorDependenciesOf = (app: FastifyInstance): SecondFactorDependencies => ({
  db: app.db,
  accounts: app[adminAccountsRepository],
  passwords: app[adminPasswordsRepository],
  onLocked: async (adminId) => {
    const user = await app[adminUsersRepository].findById(adminId);
    if (!user) return;
    await app.sellerService
      .sendAccountMail({
        kind: 'sign_in_locked',
        audience: 'admin',
        accountId: user._id,
        to: user.email,
        name: user.username,
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'sign-in pause not mailed'));
  },
});

/**
 * After the password: an administrator who may sign in gets a challenge when their second factor
 * is on (or, when required, must be set up first), else null: the token comes at once.
 */
export async function secondFactorChallenge(
  app: FastifyInstance,
  user: AdminUser,
): Promise<AdminLoginChallenge | null> {
  const accounts = app[adminAccountsRepository];
  const security = await accounts.security(user._id);
  if (security?.status === 'disabled') throw new ForbiddenError(adminAccountMessages.disabled);
  if (security?.status !== 'active') throw new UnauthorizedError(adminMessages.loginFailed);
  const enrolling = !security.totpSecret && app[secondFactorRequired];
  if (!security.totpSecret && !enrolling) return null;
  const secret = enrolling ? newTotpSecret() : null;
  const { token, tokenHash } = newResetToken();
  await accounts.addChallenge({
    hash: tokenHash,
    adminId: user._id,
    enrollmentSecret: secret,
    expiresAt: Date.now() + challengeLifetimeMs,
  });
  return {
    success: true,
    secondFactorRequired: true,
    challenge: token,
    ...(secret ? { enrollment: enrollmentOf(user.email, secret) } : {}),
  };
}

export const challengeHashOf = hashResetToken;

/** The spec's login answer: a new session, its tokens, the sign-in recorded and audited. */
export async function signInAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AdminUser,
): Promise<AdminLoginResponse> {
  const session = await app[adminSessions].start(request, reply, user._id);
  const token = {
    accessToken: session.token,
    refreshToken: session.refreshToken,
    expiresAt: session.expiresAt,
  };
  await app[adminAccountsRepository].recordSignIn(user._id, Date.now());
  await app.recordAdminAction(
    request,
    { action: 'sign_in', targetType: 'admin', targetId: user._id },
    user,
  );
  return { success: true as const, token, user, data: { token, user } };
}

/** The administrator `requireAdminAccount` found for this request (the folder's autohook). */
export function signedInAdmin(request: FastifyRequest): AdminUser {
  if (!request.adminUser) throw new UnauthorizedError(adminMessages.accessDenied);
  return request.adminUser;
}
