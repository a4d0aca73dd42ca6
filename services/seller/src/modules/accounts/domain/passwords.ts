import type { Knex } from 'knex';
import { hashPassword, hashResetToken, newResetToken, verifyPasswordOf } from '@drops/auth';
import { passwordMessages, type InternalAccountMailBody } from '@drops/contracts';
import { ValidationError, type AccountSessions } from '@drops/service-kit';
import type { PasswordsRepository } from '../passwords-repository';
import type { SellersRepository } from '../sellers-repository';

/** What the password flows need: the accounts' repositories, the database and the mailer. */
export interface PasswordDependencies {
  db: Knex;
  sellers: SellersRepository;
  passwords: PasswordsRepository;
  queueAccountMail: (mail: InternalAccountMailBody, trx?: Knex.Transaction) => Promise<void>;
  /** Issue 30 item 3: a new password ends the account's sessions. */
  sessions: Pick<AccountSessions, 'endAll'>;
}

/**
 * Mails a reset link to the seller using this email, if any and unless three went to it within
 * the hour. The route answers before this runs, so whether an account exists never shows in
 * the answer or its time (issue 30).
 */
export async function sendResetLink(deps: PasswordDependencies, email: string): Promise<void> {
  const now = Date.now();
  const credentials = await deps.sellers.findCredentialsByEmail(email);
  if (!credentials) return;
  const { seller } = credentials;
  const { token, tokenHash } = newResetToken();
  await deps.db.transaction(async (trx) => {
    if (!(await deps.passwords.addResetToken(trx, seller._id, tokenHash, now))) return;
    await deps.queueAccountMail(
      {
        kind: 'password_reset',
        audience: 'seller',
        accountId: seller._id,
        to: seller.email,
        name: seller.username,
        token,
      },
      trx,
    );
  });
}

/** "Your password was changed", to the account's address, in the change's transaction. */
function queuePasswordChangedMail(
  deps: PasswordDependencies,
  seller: { _id: string; email: string; username: string },
  trx: Knex.Transaction,
): Promise<void> {
  return deps.queueAccountMail(
    {
      kind: 'password_changed',
      audience: 'seller',
      accountId: seller._id,
      to: seller.email,
      name: seller.username,
    },
    trx,
  );
}

const invalidLink = () =>
  new ValidationError(
    { token: passwordMessages.resetLinkInvalid },
    passwordMessages.resetLinkInvalid,
  );

/**
 * Sets the password a valid, unused, unexpired link was mailed for; the link and the account's
 * other links stop working, a sign-in pause is lifted and the seller is told by mail.
 */
export async function resetPassword(
  deps: PasswordDependencies,
  token: string,
  password: string,
): Promise<void> {
  const hash = await hashPassword(password);
  await deps.db.transaction(async (trx) => {
    const sellerId = await deps.passwords.useResetToken(trx, hashResetToken(token), Date.now());
    const seller = sellerId ? await deps.sellers.findById(sellerId, trx) : null;
    if (!seller) throw invalidLink();
    await deps.passwords.setPasswordHash(trx, seller._id, hash);
    await deps.passwords.clearFailures(seller._id, trx);
    // Whoever knew the old password is signed out everywhere.
    await deps.sessions.endAll(seller._id, 'password', { trx });
    await queuePasswordChangedMail(deps, seller, trx);
  });
}

/**
 * Edit Profile: a new password under sign-up's rules, given the current one. Every session of
 * the account ends, the caller's too (issue 30: a change ends every session); the route then
 * begins a new one for the caller, so the person stays signed in on this page.
 */
export async function changePassword(
  deps: PasswordDependencies,
  sellerId: string,
  currentPassword: string,
  password: string,
): Promise<void> {
  const stored = await deps.passwords.passwordHashOf(sellerId);
  const matches = await verifyPasswordOf(currentPassword, stored);
  if (!stored || !matches)
    throw new ValidationError({ currentPassword: passwordMessages.currentPasswordWrong });
  const hash = await hashPassword(password);
  await deps.db.transaction(async (trx) => {
    const seller = await deps.sellers.findById(sellerId, trx);
    if (!seller)
      throw new ValidationError({ currentPassword: passwordMessages.currentPasswordWrong });
    await deps.passwords.setPasswordHash(trx, sellerId, hash);
    await deps.sessions.endAll(sellerId, 'password', { trx });
    await queuePasswordChangedMail(deps, seller, trx);
  });
}
