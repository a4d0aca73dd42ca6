import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, StringEnum } from './common';
import { earlyAccessWindows, sellerProductStatuses, storedProductStatuses } from './domain';

export const VisualSchema = Type.Object({
  type: StringEnum(['image', 'video'] as const),
  /** A stored key (products/...) or an http(s) link. */
  url: Type.String({ maxLength: 2048 }),
  thumbnail: Type.Optional(Type.String({ maxLength: 2048 })),
  displayUrl: Type.Optional(Type.String({ maxLength: 4096 })),
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
  price: Type.Union([Type.Number(), Type.Null()]),
  rrp: Type.Union([Type.Number(), Type.Null()]),
  quantity: Type.Union([Type.Integer(), Type.Null()]),
  purchaseUrl: Type.String(),
  launchDate: Type.Union([DateTimeSchema, Type.Null()]),
  expiryDate: Type.Union([DateTimeSchema, Type.Null()]),
  allowEarlyAccess: Type.Boolean(),
  earlyUnits: Type.Union([Type.Integer(), Type.Null()]),
  timeWindow: Type.Union([EarlyAccessWindowSchema, Type.Null()]),
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
  collectionId: Type.Union([ProductCollectionRefSchema, Type.Null()]),
  sellerId: IdSchema,
  selling: Type.Boolean(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
};

/** A drop as the seller area sees it: status is Draft, Published or Upcoming. */
export const ProductSchema = Type.Object({ ...productFields, status: SellerProductStatusSchema });
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
  seller: Type.Union([ProductSellerSummarySchema, Type.Null()]),
});
export type AdminProduct = Static<typeof AdminProductSchema>;
