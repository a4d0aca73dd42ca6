import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import {
  caseInsensitivePattern,
  DataEnvelope,
  DateTimeSchema,
  IdSchema,
  PagedEnvelope,
  pageQueryFields,
  SearchSchema,
  StringEnum,
  withMessages,
} from './common';
import {
  earlyAccessWindows,
  limits,
  sellerProductFilters,
  sellerProductStatuses,
  storedProductStatuses,
  valueTags,
} from './domain';
import { serverMessages } from './messages';
import { DropModerationSchema } from './review-reasons';
import { RecordVersionSchema, VersionConflictBody, VersionInputSchema } from './versions';
import { DropPhaseSchema, TimeZoneSchema } from './drop-phase';
import { SignedUrlsEntrySchema } from './upload';

/** The most drops whose thumbnail links one list answer carries (`?mediaLinks`). */
export const listMediaLinksMax = 24;
/** A first screen's rows: ten table rows at 1280 × 800, four cards at 390 × 844, with a margin. */
export const firstScreenMediaLinks = 12;

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
const visualMediaFacts = {
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

/* ---------- Requests and responses of /seller/products ---------- */

/** Draft or Published in any letter case: what a seller may set. */
export const productStatusInputs = ['Draft', 'Published'] as const;
export const ProductStatusInputSchema = withMessages(
  Type.String({ pattern: caseInsensitivePattern(productStatusInputs) }),
  { pattern: serverMessages.invalidValue, type: serverMessages.invalidValue },
);

/**
 * A stored media key (`products/...`, no `..` segment) or an http(s) link. The first visual
 * may be a video; the rule "only the first" is checked by the server, not by this schema.
 */
export const productMediaPattern = '^(?:products/(?!.*\\.\\.)\\S+|https?://\\S+)$';
const MediaRefSchema = withMessages(
  Type.String({ maxLength: 2048, pattern: productMediaPattern }),
  {
    pattern: serverMessages.imageKeyInvalid,
    maxLength: serverMessages.imageKeyInvalid,
  },
);
const OptionalMediaRefSchema = withMessages(
  Type.String({ maxLength: 2048, pattern: `^$|${productMediaPattern}` }),
  { pattern: serverMessages.imageKeyInvalid, maxLength: serverMessages.imageKeyInvalid },
);

export const VisualInputSchema = Type.Object(
  {
    type: StringEnum(['image', 'video'] as const),
    url: MediaRefSchema,
    thumbnail: Type.Optional(Type.String({ maxLength: 4096 })),
    displayUrl: Type.Optional(Type.String({ maxLength: 4096 })),
    ...visualMediaFacts,
  },
  { additionalProperties: false },
);

export const VariationInputSchema = Type.Object(
  {
    name: Type.String({ maxLength: 100 }),
    data: Type.String({ maxLength: 1000 }),
  },
  { additionalProperties: false },
);

/**
 * A date as a form sends it: ISO date (`2025-06-01`, read as UTC midnight) or date-time with an
 * optional zone (none means UTC); `''` or null clears it.
 */
export const productDatePattern =
  '^$|^\\d{4}-\\d{2}-\\d{2}(?:[T ]\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,9})?)?(?:Z|[+-]\\d{2}:?\\d{2})?)?$';
const DateInputSchema = Type.Union([
  withMessages(Type.String({ maxLength: 40, pattern: productDatePattern }), {
    pattern: serverMessages.invalidValue,
    maxLength: serverMessages.invalidValue,
  }),
  Type.Null(),
]);

const MoneyInputSchema = Type.Union([
  Type.Number({ minimum: 0, maximum: 9_999_999_999.99 }),
  Type.Null(),
]);
const CountInputSchema = Type.Union([
  Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  Type.Null(),
]);
const ShortTextList = (maxItems: number) =>
  Type.Array(Type.String({ maxLength: 50 }), { maxItems });

/** `collectionId` as an id, empty/null (none), or the `{ _id, collectionName }` a response carries. */
const CollectionRefInputSchema = Type.Union([
  withMessages(IdSchema, { pattern: serverMessages.invalidValue }),
  Type.Literal(''),
  Type.Null(),
  Type.Object(
    { _id: IdSchema, collectionName: Type.Optional(Type.String({ maxLength: 1000 })) },
    { additionalProperties: false },
  ),
]);

/**
 * The drop fields of POST and PUT /seller/products (spec section 7), plus the response fields a
 * client may echo back. All optional here: which are required depends on draft or publish and on
 * the account type, so the server checks that. `badge`, `selling`, `mainImageUrl` and
 * `galleryImageThumbNails` are accepted and ignored (set by administrators or derived), and so
 * are `_id`, `createdAt` and `updatedAt` (the server's own).
 */
export const ProductBodySchema = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    description: Type.Optional(
      withMessages(Type.String({ maxLength: limits.descriptionMax }), {
        maxLength: serverMessages.descriptionTooLong,
      }),
    ),
    brandName: Type.Optional(Type.String({ maxLength: 100 })),
    category: Type.Optional(Type.String({ maxLength: 50 })),
    mainImage: Type.Optional(OptionalMediaRefSchema),
    visuals: Type.Optional(
      withMessages(Type.Array(VisualInputSchema, { maxItems: limits.visualSlots }), {
        maxItems: serverMessages.invalidValue,
      }),
    ),
    price: Type.Optional(MoneyInputSchema),
    rrp: Type.Optional(MoneyInputSchema),
    quantity: Type.Optional(CountInputSchema),
    purchaseUrl: Type.Optional(Type.String({ maxLength: 2048 })),
    launchDate: Type.Optional(DateInputSchema),
    expiryDate: Type.Optional(DateInputSchema),
    allowEarlyAccess: Type.Optional(Type.Boolean()),
    earlyUnits: Type.Optional(CountInputSchema),
    timeWindow: Type.Optional(
      Type.Union([
        withMessages(StringEnum([...earlyAccessWindows, ''] as const), {
          enum: serverMessages.invalidValue,
        }),
        Type.Null(),
      ]),
    ),
    unlockManyUnits: Type.Optional(Type.Boolean()),
    /**
     * Issue 17: the zone a launch or expiry given as a wall-clock date-time (no offset) is in;
     * with it a publish refuses a launch time already past. '' or null: none (UTC).
     */
    timeZone: Type.Optional(Type.Union([TimeZoneSchema, Type.Literal(''), Type.Null()])),
    isNook: Type.Optional(Type.Boolean()),
    badge: Type.Optional(Type.Boolean()),
    tags: Type.Optional(
      withMessages(ShortTextList(30), {
        maxItems: serverMessages.tagsInvalid,
      }),
    ),
    categories: Type.Optional(ShortTextList(10)),
    curatedValueTag: Type.Optional(
      Type.Array(withMessages(StringEnum(valueTags), { enum: serverMessages.invalidValue }), {
        maxItems: valueTags.length,
        uniqueItems: true,
      }),
    ),
    variationsTitle: Type.Optional(Type.String({ maxLength: 100 })),
    variationsObjects: Type.Optional(Type.Array(VariationInputSchema, { maxItems: 20 })),
    features: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 50 })),
    feedbacks: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 50 })),
    isSeries: Type.Optional(Type.Boolean()),
    seriesName: Type.Optional(Type.String({ maxLength: 100 })),
    collectionId: Type.Optional(CollectionRefInputSchema),
    status: Type.Optional(ProductStatusInputSchema),
    selling: Type.Optional(Type.Boolean()),
    sellerId: Type.Optional(IdSchema),
    mainImageUrl: Type.Optional(Type.String({ maxLength: 4096 })),
    galleryImageThumbNails: Type.Optional(
      Type.Array(Type.String({ maxLength: 4096 }), { maxItems: limits.visualSlots }),
    ),
    _id: Type.Optional(Type.String({ maxLength: 64 })),
    /** Issue 17: the runner's, echoed back by a client and ignored. */
    phase: Type.Optional(Type.String({ maxLength: 20 })),
    phaseChangesAt: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
    createdAt: Type.Optional(Type.String({ maxLength: 64 })),
    updatedAt: Type.Optional(Type.String({ maxLength: 64 })),
    /** Issue 17: the version the edit started from; a stale one is refused with 409. */
    version: Type.Optional(VersionInputSchema),
  },
  { additionalProperties: false },
);
export type ProductBody = Static<typeof ProductBodySchema>;

export const ProductStatusBodySchema = Type.Object(
  {
    sellerId: Type.Optional(IdSchema),
    status: withMessages(ProductStatusInputSchema, {
      required: serverMessages.invalidValue,
      pattern: serverMessages.invalidValue,
      type: serverMessages.invalidValue,
    }),
    version: Type.Optional(VersionInputSchema),
  },
  { additionalProperties: false },
);
export type ProductStatusBody = Static<typeof ProductStatusBodySchema>;

/** The dashboard's status filter in any letter case; empty, All and "All Status" list everything. */
export const productListFilters = ['', 'All', 'All Status', ...sellerProductFilters] as const;

export const ProductListQuerySchema = Type.Object({
  sellerId: Type.Optional(IdSchema),
  status: Type.Optional(
    withMessages(Type.String({ pattern: caseInsensitivePattern(productListFilters) }), {
      pattern: serverMessages.invalidValue,
    }),
  ),
  search: Type.Optional(SearchSchema),
  ...pageQueryFields(limits.sellerProductListMax),
  /**
   * Added (issue 28): the answer also carries `mediaLinks`, the signed links of the thumbnails of
   * the first this-many drops, so a screen shows them without a call of its own after the list.
   */
  mediaLinks: Type.Optional(Type.Integer({ minimum: 0, maximum: listMediaLinksMax })),
});
export type ProductListQuery = Static<typeof ProductListQuerySchema>;

/** `?sellerId=` the spec's clients send on single-drop calls; the token decides, not this. */
export const SellerIdQuerySchema = Type.Object({ sellerId: Type.Optional(IdSchema) });
export type SellerIdQuery = Static<typeof SellerIdQuerySchema>;

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
