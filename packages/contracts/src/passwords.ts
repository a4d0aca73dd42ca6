import { Type, type Static } from '@sinclair/typebox';
import { StringEnum, withMessages, MessageEnvelope } from './common';
import { limits } from './domain';
import { mailedTokenField } from './mailed-token';
import { serverMessages } from './messages';
import { EmailAddressSchema, NewPasswordSchema } from './seller';
import { RefreshedTokensSchema } from './sessions';
import { passwordMessages, resetTokenLength } from './password-messages';

/** POST /seller/password/forgot and /auth/password/forgot. */
export const PasswordForgotBodySchema = Type.Object(
  { email: EmailAddressSchema },
  { additionalProperties: false },
);
export type PasswordForgotBody = Static<typeof PasswordForgotBodySchema>;

/**
 * A mailed link answered with a new password (a reset, an administrator's invitation): the link's
 * token, a mangled one read as `invalidLink`, and the password under sign-up's rules.
 */
export function MailedLinkPasswordBodySchema(invalidLink: string) {
  return Type.Object(
    { token: mailedTokenField(invalidLink), password: NewPasswordSchema },
    { additionalProperties: false },
  );
}

/** POST /seller/password/reset and /auth/password/reset. */
export const PasswordResetBodySchema = MailedLinkPasswordBodySchema(
  passwordMessages.resetLinkInvalid,
);
export type PasswordResetBody = Static<typeof PasswordResetBodySchema>;

/** POST /seller/password/change: the current password, then the new one under sign-up's rules. */
export const PasswordChangeBodySchema = Type.Object(
  {
    currentPassword: withMessages(Type.String({ minLength: 1, maxLength: limits.passwordMax }), {
      required: passwordMessages.currentPasswordRequired,
      type: passwordMessages.currentPasswordRequired,
      minLength: passwordMessages.currentPasswordRequired,
      maxLength: serverMessages.passwordTooLong,
    }),
    password: NewPasswordSchema,
  },
  { additionalProperties: false },
);
export type PasswordChangeBody = Static<typeof PasswordChangeBodySchema>;

/** Every answer of these routes: a message, nothing that tells whether an account exists. */
export const PasswordAnswerSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
});
export type PasswordAnswer = Static<typeof PasswordAnswerSchema>;

/** The mails about an account's password and sign-ins, for a seller or an administrator. */
export const accountMailKinds = [
  'password_reset',
  'password_changed',
  'sign_in_locked',
  /** Issue 30 item 2: a seller's link to verify an address, and the notice to the old one. */
  'email_verification',
  'email_change_requested',
  // Issue 30 item 5: an administrator's invitation (administrators only), its token the link's.
  'admin_invite',
] as const;
export type AccountMailKind = (typeof accountMailKinds)[number];
export const accountAudiences = ['seller', 'admin'] as const;
export type AccountAudience = (typeof accountAudiences)[number];

/**
 * POST /internal/account-mails (seller service, service token): the admin service has no
 * mailer, so it asks the seller service's mail module to queue its administrators' mails.
 */
export const InternalAccountMailBodySchema = Type.Object(
  {
    kind: StringEnum(accountMailKinds),
    audience: StringEnum(accountAudiences),
    accountId: Type.String({ minLength: 1, maxLength: 24 }),
    to: Type.String({ minLength: 3, maxLength: 254 }),
    name: Type.String({ maxLength: 100 }),
    /** The link's token (`password_reset`, `email_verification`, `admin_invite`). */
    token: Type.Optional(Type.String({ minLength: 1, maxLength: resetTokenLength * 2 })),
    /** The address asked for (`email_change_requested`, mailed to the old one). */
    newEmail: Type.Optional(Type.String({ minLength: 3, maxLength: 254 })),
  },
  { additionalProperties: false },
);
export type InternalAccountMailBody = Static<typeof InternalAccountMailBodySchema>;

/**
 * POST /seller/password/change's answer: every session ended, the caller's too, and the tokens of
 * the new session it begins for the caller (its refresh token also set as the cookie).
 */
export const PasswordChangeAnswerSchema = MessageEnvelope(RefreshedTokensSchema);
export type PasswordChangeAnswer = Static<typeof PasswordChangeAnswerSchema>;
