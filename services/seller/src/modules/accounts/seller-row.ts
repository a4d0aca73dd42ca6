import {
  reviewReasonCodes,
  invitationStates,
  sellerExportFields,
  sellerFieldList,
  sellerFields,
  type ChangeableSellerFieldName,
  type ExportedSellerFieldName,
  type ReviewReason,
  type AccountType,
  type InvitationState,
  type Role,
  type Seller,
  type SellerColumn,
  type SellerContact,
  type SellerExportRow,
  type SellerFieldKind,
  type SellerFieldKindTypes,
  type SellerFieldName,
  type SellerFieldValues,
} from '@drops/contracts';
import { parseJson, toBool, toIso, toIsoOrNull, toJson } from '@drops/db';

/**
 * The one mapping between a `sellers` row and a seller, derived from the contract's declaration
 * of the fields (`sellerFields`). Drivers disagree on booleans (0/1 or true/false) and JSON (text
 * or parsed), so every read goes through `sellerFromRow` and every write through
 * `sellerChangesToRow`.
 */

/** A `sellers` row as either driver returns it: each declared column, and the username's key. */
export type SellerRow = { [Column in SellerColumn]: unknown } & {
  id: string;
  username: string;
  /** The lower-cased username, for the case-insensitive unique index. */
  username_key: string;
  email: string;
  password_hash: string;
};

/** What a service may change on a seller; `roles` is the one role list. */
export type SellerChanges = Partial<Pick<SellerFieldValues, ChangeableSellerFieldName>>;

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

type Codec<K extends SellerFieldKind> = {
  /** Column value as the driver returns it → the field. */
  read: (value: unknown) => SellerFieldKindTypes[K];
  /** The field → the column value to write (as it is when absent). */
  write?: (value: SellerFieldKindTypes[K]) => unknown;
};

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): T | null =>
    (values as readonly unknown[]).includes(value) ? (value as T) : null;
const textOrNull = (value: unknown) => (value ?? null) as string | null;
const lowerCased = (value: string | null) => (value ? value.toLowerCase() : value);

/** One codec per kind of field (packages/contracts seller-fields.ts). */
const codecs: { [K in SellerFieldKind]: Codec<K> } = {
  id: { read: (value) => value as string },
  text: { read: (value) => (value ?? '') as string },
  // Emails are stored lower-cased, here and nowhere else.
  address: { read: (value) => (value ?? '') as string, write: (value) => value.toLowerCase() },
  addressOrNull: { read: textOrNull, write: lowerCased },
  textOrNull: { read: textOrNull },
  flag: { read: toBool },
  flagOnByDefault: { read: (value) => (value == null ? true : toBool(value)) },
  count: { read: (value) => Number(value ?? 0) },
  version: { read: (value) => (value == null ? 1 : Number(value)) },
  instant: { read: toIso },
  momentOrNull: { read: (value) => (value == null ? null : Number(value)) },
  roles: { read: (value) => parseJson<Role[]>(value, []), write: toJson },
  accountType: { read: (value): AccountType => (value === 'sell' ? 'sell' : 'flex') },
  invitation: { read: oneOf<InvitationState>(invitationStates) },
  reviewReason: { read: oneOf<ReviewReason>(reviewReasonCodes) },
};

/** Reads one declared field of a row (or of the export's narrower row). */
function fieldOf<Name extends SellerFieldName>(
  name: Name,
  row: Partial<Record<SellerColumn, unknown>>,
): SellerFieldValues[Name] {
  const { column, kind } = sellerFields[name];
  return codecs[kind].read(row[column]) as SellerFieldValues[Name];
}

/** The fields the API's seller shows in a way of their own (`view: 'custom'`). */
const customViews: {
  [
    Name in SellerFieldName as (typeof sellerFields)[Name] extends { view: 'custom' } ? Name : never
  ]: (value: SellerFieldValues[Name]) => Partial<Seller>;
} = {
  roles: (roles) => ({ role: roles, roles }),
  emailVerifiedAt: (verifiedAt) => ({ emailVerified: verifiedAt !== null }),
};

/** The row as the API shows it. The password hash and the review's record stay behind. */
export function sellerFromRow(row: SellerRow): Seller {
  const seller: Record<string, unknown> = {};
  for (const { name, view } of sellerFieldList) {
    if (view === 'hidden') continue;
    const value = fieldOf(name, row);
    if (view === 'custom') {
      const viewOf = customViews[name as keyof typeof customViews] as (value: unknown) => object;
      Object.assign(seller, viewOf(value));
    } else seller[name] = value;
  }
  return seller as Seller;
}

/**
 * Changes as columns. The lower-cased username feeds the case-insensitive unique index, so it
 * is derived here and nowhere else.
 */
export function sellerChangesToRow(changes: SellerChanges, now: number): Partial<SellerRow> {
  const row: Record<string, unknown> = {};
  for (const { name, column, kind, serverKept } of sellerFieldList) {
    const value = changes[name as ChangeableSellerFieldName];
    if (serverKept || value === undefined) continue;
    const write = codecs[kind].write as ((value: unknown) => unknown) | undefined;
    row[column] = write ? write(value) : value;
  }
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
  return {
    reason: fieldOf('reviewReason', row),
    note: fieldOf('reviewNote', row),
    decidedAt: toIsoOrNull(fieldOf('reviewedAt', row)),
    requestedAt: toIsoOrNull(fieldOf('sellRequestedAt', row)),
  };
}

/** The columns of `sellers` the CSV export reads (see `sellerExportRowOf`). */
export const sellerExportColumns = sellerExportFields.map((name) => sellerFields[name].column);

export type SellerExportColumns = Pick<
  SellerRow,
  (typeof sellerFields)[ExportedSellerFieldName]['column']
>;

/** A seller as the administrators' CSV export writes it: each field as `sellerFromRow` gives it. */
export function sellerExportRowOf(row: SellerExportColumns): SellerExportRow {
  const exported: Record<string, unknown> = {};
  for (const name of sellerExportFields) exported[name] = fieldOf(name, row);
  return exported as SellerExportRow;
}

/** What the product export shows of a drop's seller. */
export function sellerContactOf(row: Pick<SellerRow, 'id' | 'username' | 'email'>): SellerContact {
  return { _id: row.id, username: row.username, email: row.email };
}
