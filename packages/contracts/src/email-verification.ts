import { Type, type Static } from '@sinclair/typebox';
import { MessageEnvelope } from './common';
import { emailVerificationMessages } from './email-verification-messages';
import { mailedTokenField } from './mailed-token';

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
