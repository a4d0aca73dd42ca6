import type { Knex } from 'knex';
import { hashEmailVerificationToken, newEmailVerificationToken } from '@drops/auth';
import {
  emailVerificationMessages as messages,
  type InternalAccountMailBody,
  type Seller,
} from '@drops/contracts';
import { ConflictError, DomainError, ValidationError } from '@drops/service-kit';
import type { EmailVerificationsRepository } from '../email-verifications-repository';
import { SellerUniqueViolation, type SellersRepository } from '../sellers-repository';

/** What the verification flows need: this module's repositories, the database and the mailer. */
export interface EmailVerificationDependencies {
  db: Knex;
  sellers: SellersRepository;
  verifications: EmailVerificationsRepository;
  queueAccountMail: (mail: InternalAccountMailBody, trx?: Knex.Transaction) => Promise<void>;
}

const throttled = {
  too_soon: () => new DomainError(429, messages.tooSoon, 'TOO_MANY_REQUESTS'),
  too_many: () => new DomainError(429, messages.tooMany, 'TOO_MANY_REQUESTS'),
};

/**
 * Mails a link verifying `email` for the seller, in the caller's transaction: at sign-up, after a
 * change of address and when asked again. More than five a day answers 429, and so does asking
 * again within a minute of the last (`spaced`); a new address is a deliberate act, so fixing a
 * typo right after sign-up is not made to wait.
 */
export async function mailVerificationLink(
  deps: EmailVerificationDependencies,
  trx: Knex.Transaction,
  seller: Pick<Seller, '_id' | 'username'>,
  email: string,
  { spaced }: { spaced: boolean },
): Promise<void> {
  const { token, tokenHash } = newEmailVerificationToken();
  const link = { sellerId: seller._id, email, tokenHash };
  const refusal = await deps.verifications.addLink(trx, link, Date.now(), spaced);
  if (refusal) throw throttled[refusal]();
  await deps.queueAccountMail(
    {
      kind: 'email_verification',
      audience: 'seller',
      accountId: seller._id,
      to: email,
      name: seller.username,
      token,
    },
    trx,
  );
}

/**
 * Edit Profile's new address waits for its link: the seller keeps `email` until the link is
 * opened. The link goes to the new address and a notice to the current one (the address may
 * have been changed by someone who is not its owner).
 */
export async function requestEmailChange(
  deps: EmailVerificationDependencies,
  trx: Knex.Transaction,
  seller: Pick<Seller, '_id' | 'username' | 'email'>,
  newEmail: string,
): Promise<void> {
  await mailVerificationLink(deps, trx, seller, newEmail, { spaced: false });
  await deps.queueAccountMail(
    {
      kind: 'email_change_requested',
      audience: 'seller',
      accountId: seller._id,
      to: seller.email,
      name: seller.username,
      newEmail,
    },
    trx,
  );
}

/** Where the link of "send it again" goes: the address waiting, else an unverified `email`. */
export async function mailVerificationAgain(
  deps: EmailVerificationDependencies,
  sellerId: string,
): Promise<string> {
  return deps.db.transaction(async (trx) => {
    const seller = await deps.sellers.findByIdForUpdate(sellerId, trx);
    const address = seller?.pendingEmail || (seller?.emailVerified ? null : seller?.email);
    if (!seller || !address) throw new ConflictError(messages.alreadyVerified);
    await mailVerificationLink(deps, trx, seller, address, { spaced: true });
    return address;
  });
}

const invalidLink = () =>
  new ValidationError({ token: messages.linkInvalid }, messages.linkInvalid);

/**
 * Uses a link once: its address becomes the seller's verified email, whether it was the email
 * already (sign-up) or the one waiting (a change). A link to an address since replaced, used,
 * expired or unknown answers 400; an address another seller took meanwhile too.
 */
export async function verifyEmail(
  deps: EmailVerificationDependencies,
  token: string,
): Promise<string> {
  const now = Date.now();
  try {
    return await deps.db.transaction(async (trx) => {
      const link = await deps.verifications.useLink(trx, hashEmailVerificationToken(token), now);
      const seller = link ? await deps.sellers.findByIdForUpdate(link.sellerId, trx) : null;
      if (!link || !seller) throw invalidLink();
      if (link.email === seller.email.toLowerCase())
        await deps.sellers.update(seller._id, { emailVerifiedAt: now }, trx);
      else if (link.email === seller.pendingEmail?.toLowerCase())
        await deps.sellers.update(
          seller._id,
          { email: link.email, pendingEmail: null, emailVerifiedAt: now },
          trx,
        );
      else throw invalidLink();
      await deps.verifications.retireLinks(trx, seller._id, link.email, now);
      return link.email;
    });
  } catch (error) {
    if (error instanceof SellerUniqueViolation)
      throw new ValidationError({ token: messages.emailTaken }, messages.emailTaken);
    throw error;
  }
}
