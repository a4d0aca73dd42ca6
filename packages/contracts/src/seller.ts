import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  DataEnvelope,
  DateTimeSchema,
  type ErrorMessages,
  IdSchema,
  sameMessage,
  StringEnum,
  SuccessMessageSchema,
  withMessages,
} from './common';
import { countryCodes } from './countries';
import { accountTypes, invitationStates, limits, roleValues, storageKeyPrefixes } from './domain';
import { serverMessages, validationMessages } from './messages';
import { RecordVersionSchema, VersionConflictBody, VersionInputSchema } from './versions';
import { TimeZoneSchema } from './drop-phase-schemas';
import { sellerEmailStateFields } from './email-verification';

export const AccountTypeSchema = StringEnum(accountTypes);
export const RoleSchema = StringEnum(roleValues);
export const InvitationSchema = StringEnum(invitationStates);

/** A seller as the API returns it. The password hash never leaves the service. */
export const SellerSchema = Type.Object({
  _id: IdSchema,
  username: Type.String(),
  email: Type.String(),
  fullName: Type.String(),
  accountType: AccountTypeSchema,
  /** The spec names the role list both `role` and `roles`; both carry the same list. */
  role: Type.Array(RoleSchema),
  roles: Type.Array(RoleSchema),
  somethingElseText: Type.String(),
  profileImage: Type.String(),
  country: Type.String(),
  bio: Type.String(),
  portfolioLink: Type.String(),
  moodboardImage: Type.String(),
  vision: Type.String(),
  isPrivateProfile: Type.Boolean(),
  isRequestedforSell: Type.Boolean(),
  isApproved: Type.Boolean(),
  isActive: Type.Boolean(),
  invitation: Type.Union([InvitationSchema, Type.Null()]),
  firstLogin: Type.Boolean(),
  followersCount: Type.Integer(),
  sales: Type.Integer(),
  trustScore: Type.Number(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  /**
   * Issue 16: whether the seller is mailed what is not a decision on its account (badges, drops
   * paused or restored, a request to sell received); on by default. The seller service always
   * sends it; optional so that older copies of a seller still read as sellers.
   */
  emailNotifications: Type.Optional(Type.Boolean()),
  /**
   * Issue 17: raised by every write of the seller (also answered as the `ETag`). The seller
   * service always sends it; optional so that a session's older copy still reads as a seller.
   */
  version: Type.Optional(RecordVersionSchema),
  /** Issue 17: the zone drop times are given and shown in (IANA); null: the browser's. */
  timeZone: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Issue 30 item 2: `emailVerified`, `pendingEmail`. */
  ...sellerEmailStateFields,
});
export type Seller = Static<typeof SellerSchema>;

/** Sizes the spec leaves open, matched to the sellers table's columns. */
export const sellerFieldLimits = {
  emailMax: 254,
  fullNameMax: 100,
  somethingElseTextMax: 255,
  linkMax: 2048,
} as const;

/**
 * A string that must hold something other than blanks. The blank check sits in `allOf`, which
 * Ajv reports first, so "" and "   " read "X is required" rather than a length or pattern message.
 * Checks Ajv would run before `allOf` (such as `enum`) go in the schema's own `allOf`, after it.
 */
export function requiredText<T extends TSchema>(
  schema: T,
  requiredMessage: string,
  messages: ErrorMessages = {},
): T {
  const notBlank = withMessages(Type.String({ pattern: '\\S' }), { pattern: requiredMessage });
  const later = (schema as { allOf?: TSchema[] }).allOf ?? [];
  return withMessages(
    { ...schema, allOf: [notBlank, ...later] },
    { required: requiredMessage, type: requiredMessage, ...messages },
  );
}

// Stored keys come from the upload calls; http(s) links are used as they are (spec section 3).
const httpLinkPattern = 'https?://[^\\s/?#]+(?:[/?#]\\S*)?';
/** Key segments of letters, digits, `.`, `_`, `-`, never `..`: the keys the catalog signs. */
const keyPattern = (prefix: string) => `${prefix}(?!.*\\.\\.)[A-Za-z0-9._-]+(?:/[A-Za-z0-9._-]+)*`;

/** Patterns of the seller's links and image references, for forms that check before sending. */
export const sellerFieldPatterns = {
  username: '^[A-Za-z0-9._-]+$',
  profileImage: `^(?:${keyPattern(storageKeyPrefixes.profile)}|${httpLinkPattern})$`,
  /** Optional fields accept "" to mean "none". */
  moodboardImage: `^(?:${keyPattern(storageKeyPrefixes.moodboard)}|${httpLinkPattern})?$`,
  portfolioLink: `^(?:${httpLinkPattern})?$`,
} as const;

const usernameField = requiredText(
  Type.String({
    minLength: limits.usernameMin,
    maxLength: limits.usernameMax,
    pattern: sellerFieldPatterns.username,
  }),
  validationMessages.usernameRequired,
  {
    minLength: validationMessages.usernameTooShort,
    maxLength: serverMessages.usernameTooLong,
    pattern: serverMessages.usernameInvalid,
  },
);

const emailField = requiredText(
  Type.String({ maxLength: sellerFieldLimits.emailMax, format: 'email' }),
  validationMessages.emailRequired,
  { format: validationMessages.emailInvalid, maxLength: validationMessages.emailInvalid },
);

const newPasswordField = requiredText(
  Type.String({ minLength: limits.passwordMin, maxLength: limits.passwordMax }),
  validationMessages.passwordRequired,
  {
    minLength: validationMessages.passwordTooShort,
    maxLength: serverMessages.passwordTooLong,
  },
);

/** Sign-up's rules for an email and a new password, shared by the password reset and change (issue 30). */
export const EmailAddressSchema = emailField;
export const NewPasswordSchema = newPasswordField;

/** Whether it matches the password is checked beside the schema (a rule across two fields). */
const confirmPasswordField = withMessages(
  Type.String({ maxLength: limits.passwordMax }),
  sameMessage(validationMessages.passwordsDoNotMatch, 'required', 'type', 'maxLength'),
);

const roleItem = withMessages(RoleSchema, {
  enum: serverMessages.roleInvalid,
  type: serverMessages.roleInvalid,
});
const roleListField = withMessages(
  Type.Array(roleItem, { minItems: 1, maxItems: limits.rolesMax, uniqueItems: true }),
  {
    required: validationMessages.roleRequired,
    type: validationMessages.roleRequired,
    minItems: validationMessages.roleRequired,
    maxItems: validationMessages.rolesMax,
    uniqueItems: serverMessages.roleInvalid,
  },
);

const accountTypeField = withMessages(AccountTypeSchema, {
  enum: serverMessages.invalidValue,
  type: serverMessages.invalidValue,
});

const somethingElseTextField = Type.String({ maxLength: sellerFieldLimits.somethingElseTextMax });
const fullNameField = Type.String({ maxLength: sellerFieldLimits.fullNameMax });

const profileImageField = requiredText(
  Type.String({ maxLength: sellerFieldLimits.linkMax, pattern: sellerFieldPatterns.profileImage }),
  validationMessages.profileImageRequired,
  { pattern: serverMessages.imageKeyInvalid, maxLength: serverMessages.imageKeyInvalid },
);

const moodboardImageField = withMessages(
  Type.String({
    maxLength: sellerFieldLimits.linkMax,
    pattern: sellerFieldPatterns.moodboardImage,
  }),
  sameMessage(serverMessages.imageKeyInvalid, 'type', 'pattern', 'maxLength'),
);

const countryField = requiredText(
  Type.Unsafe<string>({
    type: 'string',
    allOf: [
      withMessages(Type.Unsafe({ enum: [...countryCodes] }), {
        enum: serverMessages.countryInvalid,
      }),
    ],
  }),
  validationMessages.countryRequired,
);

const bioField = (required: string, tooLong: string) =>
  requiredText(Type.String({ maxLength: limits.bioMax }), required, { maxLength: tooLong });
/** Sign-up says "Bio", the profile screen "Short Bio" (spec section 5). */
const signUpBioField = bioField(validationMessages.bioRequired, validationMessages.bioTooLong);
const profileBioField = bioField(
  validationMessages.shortBioRequired,
  validationMessages.shortBioTooLong,
);

const portfolioLinkField = withMessages(
  Type.String({ maxLength: sellerFieldLimits.linkMax, pattern: sellerFieldPatterns.portfolioLink }),
  sameMessage(validationMessages.urlInvalid, 'type', 'pattern', 'maxLength'),
);

const visionField = withMessages(Type.String({ maxLength: limits.visionMax }), {
  maxLength: validationMessages.visionTooLong,
});

const strict = { additionalProperties: false } as const;

const step1Fields = {
  accountType: accountTypeField,
  role: roleListField,
  somethingElseText: Type.Optional(somethingElseTextField),
  username: usernameField,
  email: emailField,
  password: newPasswordField,
};

/**
 * The other names spec section 3 gives seller fields (role / roles, bio also called shortBio,
 * portfolioLink also called workLink): alias -> the name the body is checked and stored under.
 * When both names arrive, the alias is dropped.
 */
export const registrationFieldAliases = {
  roles: 'role',
  shortBio: 'bio',
  workLink: 'portfolioLink',
} as const;
/** PUT /seller/{id} takes `role` and `roles` as its own fields (`roles` wins). */
export const profileFieldAliases = { shortBio: 'bio', workLink: 'portfolioLink' } as const;

/** POST /seller/register/step1: account details, checked (including availability) without saving. */
export const RegisterStep1BodySchema = Type.Object(
  { ...step1Fields, confirmPassword: confirmPasswordField },
  strict,
);
export type RegisterStep1Body = Static<typeof RegisterStep1BodySchema>;

const step2Fields = {
  profileImage: profileImageField,
  country: countryField,
  bio: signUpBioField,
  portfolioLink: Type.Optional(portfolioLinkField),
};

/** POST /seller/register/step2: "Identity & Persona". */
export const RegisterStep2BodySchema = Type.Object(step2Fields, strict);
export type RegisterStep2Body = Static<typeof RegisterStep2BodySchema>;

const step3Fields = {
  portfolioLink: Type.Optional(portfolioLinkField),
  moodboardImage: Type.Optional(moodboardImageField),
  vision: Type.Optional(visionField),
};

/** POST /seller/register/step3: every field optional. */
export const RegisterStep3BodySchema = Type.Object(step3Fields, strict);
export type RegisterStep3Body = Static<typeof RegisterStep3BodySchema>;

/** POST /seller/register/complete: every step again, then the seller is created. */
export const RegisterCompleteBodySchema = Type.Object(
  {
    ...step1Fields,
    confirmPassword: Type.Optional(confirmPasswordField),
    fullName: Type.Optional(fullNameField),
    ...step2Fields,
    ...step3Fields,
  },
  strict,
);
export type RegisterCompleteBody = Static<typeof RegisterCompleteBodySchema>;

/**
 * Every field of the sign-up (any step's, and their aliases): a step is sent the whole stored
 * entry by some clients, and passes over the other steps' fields instead of refusing them.
 */
export const registrationFieldNames: readonly string[] = [
  ...Object.keys(RegisterCompleteBodySchema.properties),
  ...Object.keys(registrationFieldAliases),
];

export const RegisterStepResponseSchema = SuccessMessageSchema;

const boolean = Type.Boolean();

/**
 * PUT /seller/{id}: any subset. `isApproved`, `isActive` and `accountType` are accepted only as
 * the values the server already holds (or sets itself when an invitation is accepted).
 */
export const SellerUpdateBodySchema = Type.Object(
  {
    isRequestedforSell: Type.Optional(boolean),
    firstLogin: Type.Optional(boolean),
    invitation: Type.Optional(
      withMessages(InvitationSchema, {
        enum: serverMessages.invalidValue,
        type: serverMessages.invalidValue,
      }),
    ),
    accountType: Type.Optional(accountTypeField),
    isApproved: Type.Optional(boolean),
    isActive: Type.Optional(boolean),
    username: Type.Optional(usernameField),
    email: Type.Optional(emailField),
    fullName: Type.Optional(fullNameField),
    roles: Type.Optional(roleListField),
    role: Type.Optional(roleListField),
    somethingElseText: Type.Optional(somethingElseTextField),
    country: Type.Optional(countryField),
    bio: Type.Optional(profileBioField),
    portfolioLink: Type.Optional(portfolioLinkField),
    vision: Type.Optional(visionField),
    isPrivateProfile: Type.Optional(boolean),
    emailNotifications: Type.Optional(boolean),
    timeZone: Type.Optional(Type.Union([TimeZoneSchema, Type.Literal(''), Type.Null()])),
    profileImage: Type.Optional(profileImageField),
    moodboardImage: Type.Optional(moodboardImageField),
    /** Issue 17: the version the edit started from; a stale one is refused with 409. */
    version: Type.Optional(VersionInputSchema),
  },
  strict,
);
export type SellerUpdateBody = Static<typeof SellerUpdateBodySchema>;

export const SellerResponseSchema = DataEnvelope(SellerSchema);
export type SellerResponse = Static<typeof SellerResponseSchema>;

/** 409 of PUT /seller/{id}: a stale `version`, with the seller as stored now. */
export const SellerConflictBodySchema = VersionConflictBody(SellerSchema);
export type SellerConflictBody = Static<typeof SellerConflictBodySchema>;
