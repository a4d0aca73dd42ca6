import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { DataEnvelope, DateTimeSchema, IdSchema, PagedEnvelope, StringEnum } from './common';
import { earlyAccessWindows } from './domain';
import { sellerProductStatuses, storedProductStatuses } from './drop-status';
import { DropModerationSchema } from './review-reasons';
import { RecordVersionSchema, VersionConflictBody } from './versions';
import { DropPhaseSchema } from './drop-phase-schemas';
import { SignedUrlsEntrySchema } from './upload';
import { plainDropResponseProperties } from './drop-fields';

/**
 * `T | null` as one schema with `type: [T's type, 'null']` rather than `anyOf`: response
 * serialization (fast-json-stringify) then writes the value directly instead of validating each
 * branch, several times faster on a page of 100 drops.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  // A JSON copy drops TypeBox's symbol keys, so the result is plain JSON Schema.
  const plain = JSON.parse(JSON.stringify(schema)) as { type: string; enum?: unknown[] };
  return Type.Unsafe<Static<T> | null>({
    ...plain,
    type: [plain.type, 'null'],
    ...(plain.enum && { enum: [...plain.enum, null] }),
  });
}

/** A video's length in seconds and a visual's size in bytes, as measured at upload (issue 18). */
export const visualMediaFacts = {
  duration: Type.Optional(Type.Number({ minimum: 0, maximum: 24 * 60 * 60 })),
  size: Type.Optional(Type.Integer({ minimum: 0 })),
};

export const VisualSchema = Type.Object({
  type: StringEnum(['image', 'video'] as const),
  /** A stored key (products/...) or an http(s) link. */
  url: Type.String({ maxLength: 2048 }),
  /** For a video: its poster image (a stored key or link); lists show it until played. */
  thumbnail: Type.Optional(Type.String({ maxLength: 2048 })),
  displayUrl: Type.Optional(Type.String({ maxLength: 4096 })),
  ...visualMediaFacts,
});
export type Visual = Static<typeof VisualSchema>;

export const VariationSchema = Type.Object({
  name: Type.String({ maxLength: 100 }),
  /** Comma-separated "option: quantity" pairs, e.g. "S: 10, M: 5". */
  data: Type.String({ maxLength: 1000 }),
});
export type Variation = Static<typeof VariationSchema>;

export const EarlyAccessWindowSchema = StringEnum(earlyAccessWindows);
export const SellerProductStatusSchema = StringEnum(sellerProductStatuses);
export const StoredProductStatusSchema = StringEnum(storedProductStatuses);

export const ProductCollectionRefSchema = Type.Object({
  _id: IdSchema,
  collectionName: Type.String(),
});

/** The fields every product response carries, whatever the area. */
const productFields = {
  _id: IdSchema,
  name: Type.String(),
  description: Type.String(),
  brandName: Type.String(),
  category: Type.String(),
  mainImage: Type.String(),
  mainImageUrl: Type.String(),
  visuals: Type.Array(VisualSchema),
  galleryImageThumbNails: Type.Array(Type.String()),
  price: Nullable(Type.Number()),
  rrp: Nullable(Type.Number()),
  quantity: Nullable(Type.Integer()),
  purchaseUrl: Type.String(),
  launchDate: Nullable(DateTimeSchema),
  expiryDate: Nullable(DateTimeSchema),
  allowEarlyAccess: Type.Boolean(),
  earlyUnits: Nullable(Type.Integer()),
  timeWindow: Nullable(EarlyAccessWindowSchema),
  unlockManyUnits: Type.Boolean(),
  isNook: Type.Boolean(),
  badge: Type.Boolean(),
  tags: Type.Array(Type.String()),
  categories: Type.Array(Type.String()),
  curatedValueTag: Type.Array(Type.String()),
  variationsTitle: Type.String(),
  variationsObjects: Type.Array(VariationSchema),
  features: Type.Array(Type.String()),
  feedbacks: Type.Array(Type.String()),
  isSeries: Type.Boolean(),
  seriesName: Type.String(),
  collectionId: Nullable(ProductCollectionRefSchema),
  sellerId: IdSchema,
  selling: Type.Boolean(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  /** Issue 17: raised by every write of the drop (also answered as the `ETag`). */
  version: RecordVersionSchema,
  /** Issue 17: where the drop is in its release, moved by the catalog's job runner. */
  phase: DropPhaseSchema,
  /** When the phase next changes on its own (early access, launch, expiry); null when never. */
  phaseChangesAt: Type.Optional(Nullable(DateTimeSchema)),
  /** The zone its launch and expiry were given in (the seller's), to show them in; null: none. */
  timeZone: Type.Optional(Nullable(Type.String())),
  /** Fields added since, declared in drop-fields.ts. */
  ...plainDropResponseProperties,
};

/** A drop as the seller area sees it: status is Draft, Published or Upcoming. */
export const ProductSchema = Type.Object({
  ...productFields,
  status: SellerProductStatusSchema,
  /** Present while an administrator has the drop paused: why (issue 16). */
  moderation: Type.Optional(DropModerationSchema),
});
export type Product = Static<typeof ProductSchema>;

export const ProductSellerSummarySchema = Type.Object({
  _id: IdSchema,
  username: Type.String(),
  email: Type.String(),
  profileImage: Type.String(),
  accountType: Type.String(),
});

/** A product as the administrator area sees it: stored status and the seller attached. */
export const AdminProductSchema = Type.Object({
  ...productFields,
  status: StoredProductStatusSchema,
  seller: Nullable(ProductSellerSummarySchema),
  moderation: Type.Optional(DropModerationSchema),
});
export type AdminProduct = Static<typeof AdminProductSchema>;

/* ---------- Responses of /seller/products; the requests are in product-requests.ts ---------- */

export const ProductStatsSchema = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  published: Type.Integer({ minimum: 0 }),
  draft: Type.Integer({ minimum: 0 }),
  upcoming: Type.Integer({ minimum: 0 }),
  badged: Type.Integer({ minimum: 0 }),
  selling: Type.Integer({ minimum: 0 }),
});
export type ProductStats = Static<typeof ProductStatsSchema>;

export const ProductResponseSchema = DataEnvelope(ProductSchema);
export type ProductResponse = Static<typeof ProductResponseSchema>;
export const ProductListResponseSchema = Type.Object({
  ...PagedEnvelope(ProductSchema).properties,
  /** With `?mediaLinks=n`: each thumbnail's links as `POST /s3/signed-urls` answers a key. */
  mediaLinks: Type.Optional(Type.Array(SignedUrlsEntrySchema)),
});
export type ProductListResponse = Static<typeof ProductListResponseSchema>;
export const ProductStatsResponseSchema = DataEnvelope(ProductStatsSchema);
export type ProductStatsResponse = Static<typeof ProductStatsResponseSchema>;

/** 409 of a drop's PUT: a stale `version` (with `current`), or a paused drop being published. */
export const ProductConflictBodySchema = VersionConflictBody(ProductSchema);
export type ProductConflictBody = Static<typeof ProductConflictBodySchema>;
