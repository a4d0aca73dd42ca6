import type { Knex } from 'knex';
import { hashPassword, hashResetToken, newResetToken, verifyPasswordOf } from '@drops/auth';
import {
  adminMessages,
  passwordMessages,
  type AdminUser,
  type InternalAccountMailBody,
} from '@drops/contracts';
import { UnauthorizedError, ValidationError, type AccountSessions } from '@drops/service-kit';
import type { AdminPasswordsRepository } from '../admin-passwords-repository';
import type { AdminUsersRepository } from '../admin-users-repository';

/**
 * What the administrators' password flows need. Mails go through the seller service's mailer
 * (`sendAccountMail`), after the change commits: a mail that cannot be queued never undoes it.
 */
export interface AdminPasswordDependencies {
  db: Knex;
  accounts: AdminUsersRepository;
  passwords: AdminPasswordsRepository;
  sendAccountMail: (mail: InternalAccountMailBody) => Promise<unknown>;
  /** Issue 30 item 3: a new password ends the account's sessions. */
  sessions: Pick<AccountSessions, 'endAll'>;
}

const mailFor = (user: AdminUser, kind: InternalAccountMailBody['kind'], token?: string) => ({
  kind,
  audience: 'admin' as const,
  accountId: user._id,
  to: user.email,
  name: user.username,
  ...(token ? { token } : {}),
});

/** Mails a reset link to the administrator using this email, at most three an hour (issue 30). */
export async function sendAdminResetLink(
  deps: AdminPasswordDependencies,
  email: string,
): Promise<void> {
  const now = Date.now();
  const account = await deps.accounts.findByEmail(email);
  if (!account) return;
  const { user } = account;
  const { token, tokenHash } = newResetToken();
  const added = await deps.db.transaction((trx) =>
    deps.passwords.addResetToken(trx, user._id, tokenHash, now),
  );
  if (added) await deps.sendAccountMail(mailFor(user, 'password_reset', token));
}

/**
 * Sets the password of a valid link's administrator, lifts a sign-in pause, ends every session
 * of the account and mails a notice.
 */
export async function resetAdminPassword(
  deps: AdminPasswordDependencies,
  token: string,
  password: string,
): Promise<AdminUser> {
  const hash = await hashPassword(password);
  const user = await deps.db.transaction(async (trx) => {
    const adminId = await deps.passwords.useResetToken(trx, hashResetToken(token), Date.now());
    const found = adminId ? await deps.accounts.findById(adminId, trx) : null;
    if (!found)
      throw new ValidationError(
        { token: passwordMessages.resetLinkInvalid },
        passwordMessages.resetLinkInvalid,
      );
    await deps.passwords.setPasswordHash(trx, found._id, hash);
    await deps.passwords.clearFailures(found._id, trx);
    // Whoever knew the old password is signed out everywhere.
    await deps.sessions.endAll(found._id, 'password', { trx });
    return found;
  });
  await deps.sendAccountMail(mailFor(user, 'password_changed')).catch(() => undefined);
  return user;
}

/**
 * The administrator behind an email and password. As for sellers (issue 30): 5 failures within
 * 15 minutes pause the account's sign-ins 15 minutes with the wrong password's answer, and the
 * owner is mailed once.
 */
export async function authenticateAdmin(
  deps: AdminPasswordDependencies,
  email: string,
  password: string,
  onMailError: (error: unknown) => void,
) {
  const now = Date.now();
  const account = await deps.accounts.findByEmail(email);
  const locked = account ? await deps.passwords.isLocked(account.user._id, now) : false;
  // An unknown email still costs one hash check, so the answer time says nothing.
  const matches = await verifyPasswordOf(password, account?.passwordHash);
  if (!account || locked) throw new UnauthorizedError(adminMessages.loginFailed);
  if (!matches) {
    if (await deps.passwords.recordFailure(account.user._id, now))
      await deps.sendAccountMail(mailFor(account.user, 'sign_in_locked')).catch(onMailError);
    throw new UnauthorizedError(adminMessages.loginFailed);
  }
  await deps.passwords.clearFailures(account.user._id);
  return account;
}
