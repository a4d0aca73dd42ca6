import { Type, type Static } from '@sinclair/typebox';
import {
  caseInsensitivePattern,
  IdSchema,
  pageQueryFields,
  sameMessage,
  SearchSchema,
  StringEnum,
  withMessages,
} from './common';
import { earlyAccessWindows, limits, valueTags } from './domain';
import { productStatusInputs, sellerProductFilters } from './drop-status';
import { serverMessages } from './messages';
import { TimeZoneSchema } from './drop-phase-schemas';
import { visualMediaFacts } from './product';
import { listMediaLinksMax } from './media-links';
import { VersionInputSchema } from './versions';
import { plainDropInputProperties } from './drop-fields';

/* ---------- Requests of /seller/products; the answers are in product.ts ---------- */

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
    /** Fields added since, declared in drop-fields.ts. */
    ...plainDropInputProperties,
  },
  { additionalProperties: false },
);
export type ProductBody = Static<typeof ProductBodySchema>;

export const ProductStatusBodySchema = Type.Object(
  {
    sellerId: Type.Optional(IdSchema),
    status: withMessages(
      ProductStatusInputSchema,
      sameMessage(serverMessages.invalidValue, 'required', 'pattern', 'type'),
    ),
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
