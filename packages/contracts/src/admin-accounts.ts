import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, sameMessage, StringEnum, withMessages, DataOnlyEnvelope } from './common';
import { AdminLoginResponseSchema } from './admin';
import { MailedLinkPasswordBodySchema } from './passwords';
import { resetTokenLength } from './password-messages';
import { EmailAddressSchema } from './seller';

/**
 * Issue 30 item 5: administrators invite administrators, list and disable them, and sign in with
 * a second factor (TOTP, RFC 6238, with single-use recovery codes). The spec is silent on all of
 * it: our words (docs/decisions.md).
 */
export const adminAccountMessages = {
  title: 'Administrators',
  loading: 'Loading administrators...',
  emailLabel: 'Email',
  statusLabel: 'Status',
  you: 'You',
  disable: 'Disable',
  enable: 'Enable',
  resend: 'Send again',
  disableTitle: 'Disable administrator',
  disableQuestion: (email: string) =>
    `Disable ${email}? Their sessions end at once and they can no longer sign in until enabled again.`,
  disabledDone: 'Administrator disabled',
  enabledDone: 'Administrator enabled',
  cancel: 'Cancel',
  secondFactorLabel: 'Second factor',
  secondFactorOnText: 'On',
  secondFactorOffText: 'Off',
  lastSignIn: 'Last sign-in',
  never: 'Never',
  created: 'Added',
  yourSecondFactor: 'Your second factor',
  setUpSecondFactor: 'Set up second factor',
  turnOn: 'Turn on',
  secondFactorEnabled: 'Second factor turned on',
  inviteTitle: 'Invite an administrator',
  inviteSubmit: 'Send invitation',
  invited: 'Invitation sent',
  empty: 'No administrators yet',
  loadFailed: 'Failed to load administrators',
  actionFailed: 'Something went wrong. Please try again.',
  alreadyAdministrator: 'This email already belongs to an administrator',
  lastActive: 'The last active administrator cannot be disabled',
  notFound: 'Administrator not found',
  disabled: 'This administrator account is disabled',
  inviteInvalid: 'This invitation is not valid any more. Ask an administrator for a new one.',
  inviteAccepted: 'Your password is set. Sign in to continue.',
  acceptTitle: 'Join the Drops administrators',
  acceptSubmit: 'Set password',
  codeRequired: 'Enter the authentication code',
  codeInvalid: 'The authentication code is not correct',
  challengeExpired: 'Your sign-in has expired. Sign in again.',
  secondFactorOn: 'The second factor is already on',
  secondFactorOff: 'The second factor is not on',
  setUpFirst: 'Set up the second factor first',
  secondFactorRequired: 'Administrators must keep a second factor',
  codeLabel: 'Authentication code',
  verify: 'VERIFY',
  verifying: 'VERIFYING...',
  continueToArea: 'Continue',
  secretLabel: 'Key',
  startOver: 'Sign in again',
  codeHint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  enrollTitle: 'Set up your second factor',
  enrollIntro:
    'Add this key to an authenticator app (for example on your phone), then enter the 6-digit code it shows.',
  recoveryCodesTitle: 'Your recovery codes',
  recoveryCodesIntro:
    'Each code signs you in once if you lose your authenticator. Keep them somewhere safe: they are shown only now.',
} as const;

export const adminAccountStatuses = ['active', 'invited', 'disabled'] as const;
export type AdminAccountStatus = (typeof adminAccountStatuses)[number];
export const adminAccountStatusLabels: Record<AdminAccountStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  disabled: 'Disabled',
};

/** How many recovery codes enabling the second factor gives (each works once). */
export const recoveryCodeCount = 10;

/** One administrator as `GET /admin/admins` lists it. */
export const AdminAccountSchema = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  username: Type.String(),
  status: StringEnum(adminAccountStatuses),
  secondFactor: Type.Boolean(),
  createdAt: DateTimeSchema,
  lastSignInAt: Type.Union([DateTimeSchema, Type.Null()]),
});
export type AdminAccount = Static<typeof AdminAccountSchema>;

export const AdminAccountListAnswerSchema = DataOnlyEnvelope(
  Type.Object({ admins: Type.Array(AdminAccountSchema) }),
);
export type AdminAccountListAnswer = Static<typeof AdminAccountListAnswerSchema>;

export const AdminAccountAnswerSchema = DataOnlyEnvelope(
  Type.Object({ admin: AdminAccountSchema }),
);
export type AdminAccountAnswer = Static<typeof AdminAccountAnswerSchema>;

/** POST /admin/admins `{ email }`. */
export const AdminInviteBodySchema = Type.Object(
  { email: EmailAddressSchema },
  { additionalProperties: false },
);
export type AdminInviteBody = Static<typeof AdminInviteBodySchema>;

/** POST /auth/invites/accept `{ token, password }`: a mangled link reads as an invalid invitation. */
export const AdminInviteAcceptBodySchema = MailedLinkPasswordBodySchema(
  adminAccountMessages.inviteInvalid,
);
export type AdminInviteAcceptBody = Static<typeof AdminInviteAcceptBodySchema>;

/** A 6-digit TOTP code or a recovery code (spaces and dashes are ignored). */
const codeField = withMessages(Type.String({ minLength: 1, maxLength: 32 }), {
  required: adminAccountMessages.codeRequired,
  type: adminAccountMessages.codeRequired,
  minLength: adminAccountMessages.codeRequired,
  maxLength: adminAccountMessages.codeInvalid,
});

/** POST /auth/totp/enable and /auth/totp/disable `{ code }`. */
export const TotpCodeBodySchema = Type.Object({ code: codeField }, { additionalProperties: false });
export type TotpCodeBody = Static<typeof TotpCodeBodySchema>;

/** The secret to add to an authenticator app: as text and as an `otpauth://` URI. */
export const TotpEnrollmentSchema = Type.Object({
  secret: Type.String(),
  otpauthUri: Type.String(),
});
export type TotpEnrollment = Static<typeof TotpEnrollmentSchema>;

export const TotpSetupAnswerSchema = DataOnlyEnvelope(TotpEnrollmentSchema);
export type TotpSetupAnswer = Static<typeof TotpSetupAnswerSchema>;

export const RecoveryCodesAnswerSchema = DataOnlyEnvelope(
  Type.Object({ recoveryCodes: Type.Array(Type.String()) }),
);
export type RecoveryCodesAnswer = Static<typeof RecoveryCodesAnswerSchema>;

/**
 * POST /auth/login's answer when the password is right but a second factor is asked: a
 * challenge for `/auth/login/second-factor`; with `enrollment` when the administrator must
 * first set one up (required, none yet).
 */
export const AdminLoginChallengeSchema = Type.Object({
  success: Type.Literal(true),
  secondFactorRequired: Type.Literal(true),
  challenge: Type.String(),
  enrollment: Type.Optional(TotpEnrollmentSchema),
});
export type AdminLoginChallenge = Static<typeof AdminLoginChallengeSchema>;

export const AdminLoginAnswerSchema = Type.Union([
  AdminLoginResponseSchema,
  AdminLoginChallengeSchema,
]);
export type AdminLoginAnswer = Static<typeof AdminLoginAnswerSchema>;

/** POST /auth/login/second-factor `{ challenge, code }`. */
export const AdminSecondFactorBodySchema = Type.Object(
  {
    challenge: withMessages(
      Type.String({ minLength: 1, maxLength: resetTokenLength * 2 }),
      sameMessage(
        adminAccountMessages.challengeExpired,
        'required',
        'type',
        'minLength',
        'maxLength',
      ),
    ),
    code: codeField,
  },
  { additionalProperties: false },
);
export type AdminSecondFactorBody = Static<typeof AdminSecondFactorBodySchema>;

/** The spec's login answer; after an enrollment also the recovery codes, shown once. */
export const AdminSecondFactorAnswerSchema = Type.Composite([
  AdminLoginResponseSchema,
  Type.Object({ recoveryCodes: Type.Optional(Type.Array(Type.String())) }),
]);
export type AdminSecondFactorAnswer = Static<typeof AdminSecondFactorAnswerSchema>;

/** GET /admin/admins takes no query. */
export const AdminAccountListQuerySchema = Type.Object({}, { additionalProperties: false });

/** Whether `POST /auth/login` answered a second-factor challenge rather than the token. */
export const isAdminLoginChallenge = (answer: AdminLoginAnswer): answer is AdminLoginChallenge =>
  'secondFactorRequired' in answer && answer.secondFactorRequired === true;
