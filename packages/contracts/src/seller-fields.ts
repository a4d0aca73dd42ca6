import type { AccountType, InvitationState, Role } from './domain';
import type { ReviewReason } from './review-reasons';
import { fieldListOf, type FieldsWhere } from './field-declarations';

/**
 * One declaration of a seller's stored fields (issue 29): the seller service's row ⇄ seller
 * mapping and change list, the profile update's fields, and the CSV export's columns derive from
 * here. The recipe is in the seller service's accounts README.
 */

/** How a field is kept and read; each kind has one codec (`services/seller` seller-row). */
export interface SellerFieldKindTypes {
  /** The row's id, answered as `_id`. */
  id: string;
  /** Text, '' when the column holds none. */
  text: string;
  /** An email address, stored lower-cased. */
  address: string;
  /** An address waiting to be verified (lower-cased), null when none waits. */
  addressOrNull: string | null;
  textOrNull: string | null;
  flag: boolean;
  /** A flag that reads as on when the column holds none (a row from before it). */
  flagOnByDefault: boolean;
  count: number;
  /** The record's version (issue 17), 1 for a row from before versions. */
  version: number;
  /** An instant the server keeps, stored as epoch ms, answered as ISO. */
  instant: string;
  /** An instant as epoch ms, or null. */
  momentOrNull: number | null;
  /** The role list, stored as JSON. */
  roles: Role[];
  accountType: AccountType;
  invitation: InvitationState | null;
  reviewReason: ReviewReason | null;
}
export type SellerFieldKind = keyof SellerFieldKindTypes;

export interface SellerFieldDeclaration {
  /** Its column in `sellers`. */
  column: string;
  kind: SellerFieldKind;
  /**
   * How the API's seller shows it: as read (the default), `hidden` (never leaves the service, or
   * is answered elsewhere: the review's record), or `custom` (made by hand in seller-row's
   * `customViews`).
   */
  view?: 'hidden' | 'custom';
  /** Kept by the server alone (ids, counters, times, version): never in a service's changes. */
  serverKept?: true;
  /** Its column of the administrators' sellers CSV, counted from 1 (the spec's order). */
  exported?: number;
  /**
   * What a seller's own PUT does with it: `free` takes it as sent, `echo` accepts only the value
   * stored (standing an administrator grants). Other fields are read by hand or not at all.
   */
  ownEdit?: 'free' | 'echo';
}

/**
 * A seller's stored fields, in the order the API's seller answers them. A new field goes at the
 * end.
 */
export const sellerFields = {
  _id: { column: 'id', kind: 'id', serverKept: true, exported: 1 },
  username: { column: 'username', kind: 'text', exported: 2, ownEdit: 'free' },
  email: { column: 'email', kind: 'address', exported: 3, ownEdit: 'free' },
  passwordHash: { column: 'password_hash', kind: 'text', view: 'hidden' },
  fullName: { column: 'full_name', kind: 'text', exported: 4, ownEdit: 'free' },
  accountType: { column: 'account_type', kind: 'accountType', exported: 5, ownEdit: 'echo' },
  /** Answered as both `role` and `roles` (the spec names the list both ways). */
  roles: { column: 'roles', kind: 'roles', view: 'custom' },
  somethingElseText: { column: 'something_else_text', kind: 'text', ownEdit: 'free' },
  profileImage: { column: 'profile_image', kind: 'text', ownEdit: 'free' },
  country: { column: 'country', kind: 'text', exported: 10, ownEdit: 'free' },
  bio: { column: 'bio', kind: 'text', ownEdit: 'free' },
  portfolioLink: { column: 'portfolio_link', kind: 'text', ownEdit: 'free' },
  moodboardImage: { column: 'moodboard_image', kind: 'text', ownEdit: 'free' },
  vision: { column: 'vision', kind: 'text', ownEdit: 'free' },
  isPrivateProfile: { column: 'is_private_profile', kind: 'flag', ownEdit: 'free' },
  isRequestedforSell: { column: 'is_requested_for_sell', kind: 'flag', exported: 8 },
  isApproved: { column: 'is_approved', kind: 'flag', exported: 6, ownEdit: 'echo' },
  isActive: { column: 'is_active', kind: 'flag', exported: 7, ownEdit: 'echo' },
  invitation: { column: 'invitation', kind: 'invitation', exported: 9 },
  firstLogin: { column: 'first_login', kind: 'flag', ownEdit: 'free' },
  followersCount: { column: 'followers_count', kind: 'count', serverKept: true, exported: 11 },
  sales: { column: 'sales', kind: 'count', serverKept: true, exported: 12 },
  trustScore: { column: 'trust_score', kind: 'count', serverKept: true },
  createdAt: { column: 'created_at', kind: 'instant', serverKept: true, exported: 13 },
  updatedAt: { column: 'updated_at', kind: 'instant', serverKept: true },
  /** Issue 16: the last decision's reason and note, when it was made, when selling was asked. */
  reviewReason: { column: 'review_reason', kind: 'reviewReason', view: 'hidden' },
  reviewNote: { column: 'review_note', kind: 'textOrNull', view: 'hidden' },
  reviewedAt: { column: 'reviewed_at', kind: 'momentOrNull', view: 'hidden' },
  sellRequestedAt: { column: 'sell_requested_at', kind: 'momentOrNull', view: 'hidden' },
  /** Issue 16: mails that are not account decisions wanted (on unless turned off). */
  emailNotifications: { column: 'email_notifications', kind: 'flagOnByDefault', ownEdit: 'free' },
  /** Issue 17: raised by every write of the row (the repository's UPDATE). */
  version: { column: 'version', kind: 'version', serverKept: true },
  timeZone: { column: 'time_zone', kind: 'textOrNull' },
  /** Issue 30 item 2: when the email was verified, answered as `emailVerified`. */
  emailVerifiedAt: { column: 'email_verified_at', kind: 'momentOrNull', view: 'custom' },
  pendingEmail: { column: 'pending_email', kind: 'addressOrNull' },
} as const satisfies Record<string, SellerFieldDeclaration>;

export type SellerFieldName = keyof typeof sellerFields;

/** A seller's stored fields in domain terms (times the server keeps as ISO, others epoch ms). */
export type SellerFieldValues = {
  -readonly [K in SellerFieldName]: SellerFieldKindTypes[(typeof sellerFields)[K]['kind']];
};

/** The declarations as one list, each with its name, in declaration order. */
export const sellerFieldList = fieldListOf<SellerFieldName, SellerFieldDeclaration>(sellerFields);

/** The names of the declarations whose `Key` is `Value`. */
type SellerFieldsWhere<Key extends string, Value> = FieldsWhere<typeof sellerFields, Key, Value>;
/** The columns of `sellers` the declarations name. */
export type SellerColumn = (typeof sellerFields)[SellerFieldName]['column'];
/** What a service may change (every field but the server's own). */
export type ChangeableSellerFieldName = Exclude<
  SellerFieldName,
  SellerFieldsWhere<'serverKept', true>
>;
/** The fields of the sellers CSV export. */
export type ExportedSellerFieldName = SellerFieldsWhere<'exported', number>;
/** What a seller's own PUT takes as sent, and what it may only echo back. */
export type FreeProfileFieldName = SellerFieldsWhere<'ownEdit', 'free'>;
export type EchoedProfileFieldName = SellerFieldsWhere<'ownEdit', 'echo'>;

/** The exported fields in the CSV's order (the seller service's batch sends these only). */
export const sellerExportFields = sellerFieldList
  .flatMap((field) => (field.exported ? [field] : []))
  .sort((left, right) => (left.exported ?? 0) - (right.exported ?? 0))
  .map((field) => field.name as ExportedSellerFieldName);

const namesWhereOwnEdit = <Name extends SellerFieldName>(edit: 'free' | 'echo') =>
  sellerFieldList.flatMap((field) => (field.ownEdit === edit ? [field.name as Name] : []));
/** A seller's own PUT: the fields taken as sent, and the standing only echoed back. */
export const freeProfileFields = namesWhereOwnEdit<FreeProfileFieldName>('free');
export const echoedProfileFields = namesWhereOwnEdit<EchoedProfileFieldName>('echo');

/**
 * What a save of the Edit Profile screen sends of a field: `trimmed` (a typed name or link),
 * `asHeld` (as the form holds it; a text the column keeps as null, '' in the form, as null) or
 * `never` (shown and checked, never sent: the read-only email).
 */
export type ProfileEditSent = 'trimmed' | 'asHeld' | 'never';

/**
 * The fields the Edit Profile screen edits, in the form's order, with what its save sends:
 * mfe-profile's draft, save body, checks and conflict rows (in this order) derive from here.
 */
export const profileEditFields = {
  username: 'trimmed',
  email: 'never',
  fullName: 'trimmed',
  roles: 'asHeld',
  somethingElseText: 'trimmed',
  country: 'asHeld',
  isPrivateProfile: 'asHeld',
  profileImage: 'asHeld',
  bio: 'asHeld',
  portfolioLink: 'trimmed',
  vision: 'asHeld',
  timeZone: 'asHeld',
  moodboardImage: 'asHeld',
  emailNotifications: 'asHeld',
} as const satisfies Partial<Record<SellerFieldName, ProfileEditSent>>;

export type ProfileEditFieldName = keyof typeof profileEditFields;
/** They in the form's order, each with its kind. */
export const profileEditFieldList = (Object.keys(profileEditFields) as ProfileEditFieldName[]).map(
  (name) => ({ name, kind: sellerFields[name].kind, sent: profileEditFields[name] }),
);
