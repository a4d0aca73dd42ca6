import {
  reviewReasonCodes,
  invitationStates,
  type ReviewReason,
  type AccountType,
  type InvitationState,
  type Role,
  type Seller,
  type SellerContact,
  type SellerExportRow,
} from '@drops/contracts';
import { parseJson, toBool, toIso, toIsoOrNull, toJson } from '@drops/db';

/** A `sellers` row as either driver returns it (booleans 0/1 or true/false, JSON text or parsed). */
export interface SellerRow {
  id: string;
  username: string;
  username_key: string;
  email: string;
  password_hash: string;
  full_name: string;
  account_type: string;
  roles: unknown;
  something_else_text: string;
  profile_image: string;
  country: string;
  bio: string;
  portfolio_link: string;
  moodboard_image: string;
  vision: string;
  is_private_profile: unknown;
  is_requested_for_sell: unknown;
  is_approved: unknown;
  is_active: unknown;
  invitation: string | null;
  first_login: unknown;
  followers_count: unknown;
  sales: unknown;
  trust_score: unknown;
  created_at: unknown;
  updated_at: unknown;
  /** Issue 16: the last decision's reason and note, when it was made, when selling was asked. */
  review_reason?: string | null;
  review_note?: string | null;
  reviewed_at?: unknown;
  sell_requested_at?: unknown;
  /** Issue 16: mails that are not account decisions wanted (on unless turned off). */
  email_notifications?: unknown;
  /** Issue 17: raised by every write of the row; absent only from a row about to be inserted. */
  version?: unknown;
  time_zone?: string | null;
  /** Issue 30 item 2: when the email was verified (null: not yet); a new address waiting. */
  email_verified_at?: unknown;
  pending_email?: string | null;
}

/** What a service may change on a seller; `roles` is the one role list. */
export interface SellerChanges {
  username?: string;
  email?: string;
  passwordHash?: string;
  fullName?: string;
  accountType?: AccountType;
  roles?: Role[];
  somethingElseText?: string;
  profileImage?: string;
  country?: string;
  bio?: string;
  portfolioLink?: string;
  moodboardImage?: string;
  vision?: string;
  isPrivateProfile?: boolean;
  isRequestedforSell?: boolean;
  isApproved?: boolean;
  isActive?: boolean;
  invitation?: InvitationState | null;
  firstLogin?: boolean;
  reviewReason?: ReviewReason | null;
  reviewNote?: string | null;
  reviewedAt?: number | null;
  sellRequestedAt?: number | null;
  emailNotifications?: boolean;
  timeZone?: string | null;
  emailVerifiedAt?: number | null;
  pendingEmail?: string | null;
}

/** A seller about to be inserted: the sign-up answers plus the state the service decides. */
export interface NewSellerValues {
  username: string;
  email: string;
  passwordHash: string;
  fullName: string;
  accountType: AccountType;
  roles: Role[];
  somethingElseText: string;
  profileImage: string;
  country: string;
  bio: string;
  portfolioLink: string;
  moodboardImage: string;
  vision: string;
  isApproved: boolean;
  isActive: boolean;
  firstLogin: boolean;
  invitation: InvitationState | null;
  /** Unset: not verified yet (a sign-up); the demo seed's sellers are verified. */
  emailVerifiedAt?: number | null;
}

function invitationOf(value: string | null): InvitationState | null {
  return (invitationStates as readonly string[]).includes(value ?? '')
    ? (value as InvitationState)
    : null;
}

/** Who the seller is, as the API's seller and the export's row both read it. */
function accountOf(
  row: Pick<SellerRow, 'id' | 'username' | 'email' | 'full_name' | 'account_type'>,
): Pick<Seller, '_id' | 'username' | 'email' | 'fullName' | 'accountType'> {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.full_name ?? '',
    accountType: row.account_type === 'sell' ? 'sell' : 'flex',
  };
}

/** Where the seller's review stands, as the API's seller and the export's row both read it. */
function reviewStateOf(
  row: Pick<SellerRow, 'is_requested_for_sell' | 'is_approved' | 'is_active' | 'invitation'>,
): Pick<Seller, 'isRequestedforSell' | 'isApproved' | 'isActive' | 'invitation'> {
  return {
    isRequestedforSell: toBool(row.is_requested_for_sell),
    isApproved: toBool(row.is_approved),
    isActive: toBool(row.is_active),
    invitation: invitationOf(row.invitation),
  };
}

/** The row as the API shows it. The password hash is left behind on purpose. */
export function sellerFromRow(row: SellerRow): Seller {
  const roles = parseJson<Role[]>(row.roles, []);
  return {
    ...accountOf(row),
    role: roles,
    roles,
    somethingElseText: row.something_else_text ?? '',
    profileImage: row.profile_image ?? '',
    country: row.country ?? '',
    bio: row.bio ?? '',
    portfolioLink: row.portfolio_link ?? '',
    moodboardImage: row.moodboard_image ?? '',
    vision: row.vision ?? '',
    isPrivateProfile: toBool(row.is_private_profile),
    ...reviewStateOf(row),
    firstLogin: toBool(row.first_login),
    followersCount: Number(row.followers_count ?? 0),
    sales: Number(row.sales ?? 0),
    trustScore: Number(row.trust_score ?? 0),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    emailNotifications: row.email_notifications == null ? true : toBool(row.email_notifications),
    version: row.version == null ? 1 : Number(row.version),
    timeZone: row.time_zone ?? null,
    emailVerified: row.email_verified_at != null,
    pendingEmail: row.pending_email ?? null,
  };
}

const columnOf: Record<keyof SellerChanges, keyof SellerRow> = {
  username: 'username',
  email: 'email',
  passwordHash: 'password_hash',
  fullName: 'full_name',
  accountType: 'account_type',
  roles: 'roles',
  somethingElseText: 'something_else_text',
  profileImage: 'profile_image',
  country: 'country',
  bio: 'bio',
  portfolioLink: 'portfolio_link',
  moodboardImage: 'moodboard_image',
  vision: 'vision',
  isPrivateProfile: 'is_private_profile',
  isRequestedforSell: 'is_requested_for_sell',
  isApproved: 'is_approved',
  isActive: 'is_active',
  invitation: 'invitation',
  firstLogin: 'first_login',
  reviewReason: 'review_reason',
  reviewNote: 'review_note',
  reviewedAt: 'reviewed_at',
  sellRequestedAt: 'sell_requested_at',
  emailNotifications: 'email_notifications',
  timeZone: 'time_zone',
  emailVerifiedAt: 'email_verified_at',
  pendingEmail: 'pending_email',
};

/**
 * Changes as columns. Emails are stored lower-cased and the lower-cased username feeds the
 * case-insensitive unique index, so both are derived here and nowhere else.
 */
export function sellerChangesToRow(changes: SellerChanges, now: number): Partial<SellerRow> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const column = columnOf[key as keyof SellerChanges];
    if (column) row[column] = value;
  }
  if (changes.roles !== undefined) row.roles = toJson(changes.roles);
  if (changes.email !== undefined) row.email = changes.email.toLowerCase();
  if (changes.pendingEmail) row.pending_email = changes.pendingEmail.toLowerCase();
  if (changes.username !== undefined) row.username_key = changes.username.toLowerCase();
  row.updated_at = now;
  return row as Partial<SellerRow>;
}

export function newSellerRow(id: string, values: NewSellerValues, now: number): SellerRow {
  return {
    ...(sellerChangesToRow(values, now) as SellerRow),
    id,
    is_private_profile: false,
    is_requested_for_sell: false,
    followers_count: 0,
    sales: 0,
    trust_score: 0,
    created_at: now,
    email_verified_at: values.emailVerifiedAt ?? null,
  };
}

/** What was recorded of the decisions on a seller's account (the status is read from its flags). */
export interface RecordedReview {
  reason: ReviewReason | null;
  note: string | null;
  decidedAt: string | null;
  requestedAt: string | null;
}

export function recordedReviewOf(row: SellerRow): RecordedReview {
  const reason = (reviewReasonCodes as readonly string[]).includes(row.review_reason ?? '')
    ? (row.review_reason as ReviewReason)
    : null;
  return {
    reason,
    note: row.review_note ?? null,
    decidedAt: toIsoOrNull(row.reviewed_at ?? null),
    requestedAt: toIsoOrNull(row.sell_requested_at ?? null),
  };
}

/** The columns of `sellers` the CSV export shows (see `sellerExportRowOf`). */
export const sellerExportColumns = [
  'id',
  'username',
  'email',
  'full_name',
  'account_type',
  'is_requested_for_sell',
  'is_approved',
  'is_active',
  'invitation',
  'country',
  'followers_count',
  'sales',
  'created_at',
] as const;

export type SellerExportColumns = Pick<SellerRow, (typeof sellerExportColumns)[number]>;

/** A seller as the administrators' CSV export writes it: each field as `sellerFromRow` gives it. */
export function sellerExportRowOf(row: SellerExportColumns): SellerExportRow {
  return {
    ...accountOf(row),
    ...reviewStateOf(row),
    country: row.country ?? '',
    followersCount: Number(row.followers_count ?? 0),
    sales: Number(row.sales ?? 0),
    createdAt: toIso(row.created_at),
  };
}

/** What the product export shows of a drop's seller. */
export function sellerContactOf(row: Pick<SellerRow, 'id' | 'username' | 'email'>): SellerContact {
  return { _id: row.id, username: row.username, email: row.email };
}
