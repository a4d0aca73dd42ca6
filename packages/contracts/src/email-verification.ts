import { Type, type Static } from '@sinclair/typebox';
import { MessageEnvelope } from './common';
import { mailedTokenField } from './mailed-token';

/**
 * Issue 30 item 2: a seller's email is verified from a mailed link, at sign-up and after a
 * change of address. The spec is silent on all of it: our words (docs/decisions.md).
 */
export const emailVerificationMessages = {
  noticeTitle: 'Verify your email',
  /**
   * The notice's and the card's accessible names say "address", not "email": the spec's screens
   * are read by their "Email" field's label, which they must stay alone in answering.
   */
  noticeName: 'Address to verify',
  noticeBody: 'We mailed you a link to confirm that this address is yours. Open it to verify.',
  resend: 'Send the mail again',
  resending: 'Sending...',
  resent: 'A new verification mail is on its way.',
  tooMany: 'Too many verification mails were asked for. Try again later.',
  tooSoon: 'A verification mail was just sent. Wait a minute before asking again.',
  alreadyVerified: 'Your email is already verified.',
  verifyTitle: 'Verify your email',
  verifying: 'Verifying your email...',
  verified: 'Your email is verified.',
  linkInvalid: 'This verification link is not valid any more. Ask for a new one.',
  linkMissing: 'This page needs the link from your mail.',
  emailTaken: 'This email is now used by another account.',
  toDashboard: 'Go to your dashboard',
  toSignIn: 'Sign in',
  pending: (email: string) => `Pending: ${email}`,
  pendingHelp: 'The new address is used once you open the link we mailed to it.',
  changeTitle: 'Email',
  changeFormName: 'Change of address',
  changeLabel: 'New address',
  changeSubmit: 'Change address',
  changeSent: (email: string) =>
    `We mailed a link to ${email}. Your email changes once you open it.`,
  changeSame: 'This is already your email.',
  verifiedBadge: 'Verified',
  unverifiedBadge: 'Unverified',
  filterLabel: 'Email',
  filterAll: 'All Emails',
  filterVerified: 'Verified',
  filterUnverified: 'Unverified',
  approveUnverifiedBody: (username: string) =>
    `${username} has not verified their email yet, so we do not know that the address is theirs.`,
} as const;

/** How long a link works and how often one is mailed to an account. */
export const emailVerificationRules = {
  /** A link works once, within 24 hours. */
  linkLifetimeMs: 24 * 60 * 60_000,
  /** At most one mail a minute and five a day per account (sign-up's and a change's count). */
  minIntervalMs: 60_000,
  perDay: 5,
  dayMs: 24 * 60 * 60_000,
} as const;

/**
 * What every seller answer carries of its email's state. The seller service always sends both;
 * optional so that a session's older copy of a seller still reads as a seller.
 */
export const sellerEmailStateFields = {
  /** Whether the seller opened the link mailed to `email`. */
  emailVerified: Type.Optional(Type.Boolean()),
  /** A new address waiting for its link to be opened (Edit Profile); `email` stays until then. */
  pendingEmail: Type.Optional(Type.Union([Type.String(), Type.Null()])),
};

const verificationTokenField = mailedTokenField(emailVerificationMessages.linkInvalid);

/** POST /seller/email/verify `{ token }`: public, the token is the credential. */
export const EmailVerifyBodySchema = Type.Object(
  { token: verificationTokenField },
  { additionalProperties: false },
);
export type EmailVerifyBody = Static<typeof EmailVerifyBodySchema>;

/** The verified address only: the link's holder is not signed in, so no more of the seller. */
export const EmailVerifyAnswerSchema = MessageEnvelope(
  Type.Object({ email: Type.String(), emailVerified: Type.Literal(true) }),
);
export type EmailVerifyAnswer = Static<typeof EmailVerifyAnswerSchema>;

/** POST /seller/email/verification (signed in): the mail again, to the address waiting for it. */
export const EmailVerificationResendAnswerSchema = MessageEnvelope(
  Type.Object({ email: Type.String() }),
);
export type EmailVerificationResendAnswer = Static<typeof EmailVerificationResendAnswerSchema>;
