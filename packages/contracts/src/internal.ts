import { Type, type Static } from '@sinclair/typebox';
import { DataEnvelope, StringEnum, DataOnlyEnvelope } from './common';
import { accountTypes } from './domain';
import { decidedSellerStatuses } from './seller-status';
import { storedProductStatuses } from './drop-status';
import { AdminProductSchema } from './product';
import { exportedDropFields } from './drop-fields';
import { SellerSchema } from './seller';
import { sellerExportFields } from './seller-fields';

/**
 * Service-to-service calls (`/internal/...`, service token only, never routed by the gateway).
 * The admin service composes its answers from these; the owners keep their rules.
 */

const Id = Type.String({ minLength: 1, maxLength: 64 });
export const InternalIdParamsSchema = Type.Object({ id: Id }, { additionalProperties: false });

const pageFields = {
  page: Type.Integer({ minimum: 1, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 20 }),
};

export const InternalPageSchema = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  DataEnvelope(Type.Object({ items: Type.Array(item), total: Type.Integer({ minimum: 0 }) }));

/**
 * An export's batch, read by keyset newest first: `after` is the previous batch's `next`
 * (`<created_at ms>.<id>`), absent for the first; `next` is null after the last batch.
 */
export const KeysetCursorSchema = Type.String({ pattern: '^[0-9]{1,16}\\.[0-9A-Za-z_-]{1,64}$' });
const batchFields = {
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 500 }),
  after: Type.Optional(KeysetCursorSchema),
};
export const InternalBatchSchema = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  DataEnvelope(
    Type.Object({ items: Type.Array(item), next: Type.Union([KeysetCursorSchema, Type.Null()]) }),
  );

/* ---------- seller service ---------- */

/** The review list's filters. */
const sellerFilterFields = {
  status: Type.Optional(StringEnum(decidedSellerStatuses)),
  accountType: Type.Optional(StringEnum(accountTypes)),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  /** Issue 30 item 2: whether the seller's email is verified. */
  emailVerified: Type.Optional(StringEnum(['true', 'false'])),
};
/** Either a filtered page, or `ids` (comma-separated, at most 500): the sellers with those ids. */
export const InternalSellersQuerySchema = Type.Object(
  {
    ...pageFields,
    ids: Type.Optional(Type.String({ maxLength: 500 * 25 })),
    ...sellerFilterFields,
  },
  { additionalProperties: false },
);
export type InternalSellersQuery = Static<typeof InternalSellersQuerySchema>;
/** The review list's filters, a batch at a time by keyset (the admin's CSV export). */
export const InternalSellersBatchQuerySchema = Type.Object(
  { ...batchFields, ...sellerFilterFields },
  { additionalProperties: false },
);
/**
 * A seller as the CSV export writes it: the columns it shows (`sellerExportFields`, declared in
 * seller-fields.ts) and nothing else, so a million sellers cross between the services as a
 * fraction of their full records.
 */
export const SellerExportRowSchema = Type.Pick(SellerSchema, sellerExportFields);
export type SellerExportRow = Static<typeof SellerExportRowSchema>;
export const InternalSellersBatchResponseSchema = InternalBatchSchema(SellerExportRowSchema);

/** What the product export shows of a drop's seller. */
export const SellerContactSchema = Type.Pick(SellerSchema, ['_id', 'username', 'email']);
export type SellerContact = Static<typeof SellerContactSchema>;
/** `ids`: comma-separated, at most 1000 (an export's batch of drops): those sellers' contacts. */
export const InternalSellerContactsQuerySchema = Type.Object(
  { ids: Type.String({ minLength: 1, maxLength: 1000 * 25 }) },
  { additionalProperties: false },
);
export const InternalSellerContactsResponseSchema = DataEnvelope(
  Type.Object({ items: Type.Array(SellerContactSchema) }),
);
export const InternalSellersResponseSchema = InternalPageSchema(SellerSchema);
export const InternalSellerResponseSchema = DataEnvelope(SellerSchema);

export const InternalApprovalBodySchema = Type.Object(
  { approve: Type.Boolean() },
  { additionalProperties: false },
);

/* ---------- catalog service ---------- */

/** A product as the catalog keeps it; the admin service attaches `seller`. */
export const CatalogProductSchema = Type.Omit(AdminProductSchema, ['seller']);
export type CatalogProduct = Static<typeof CatalogProductSchema>;

/** The moderation list's filters. */
const productFilterFields = {
  status: Type.Optional(StringEnum(storedProductStatuses)),
  /** A category compared without case, or `other`: none of the named ones. */
  category: Type.Optional(Type.String({ maxLength: 50 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
};
export const InternalProductsQuerySchema = Type.Object(
  { ...pageFields, ...productFilterFields },
  { additionalProperties: false },
);
export type InternalProductsQuery = Static<typeof InternalProductsQuerySchema>;
/** The moderation list's filters, a batch at a time by keyset (the admin's CSV export). */
export const InternalProductsBatchQuerySchema = Type.Object(
  { ...batchFields, ...productFilterFields },
  { additionalProperties: false },
);
export const InternalProductsResponseSchema = InternalPageSchema(CatalogProductSchema);
export const InternalProductResponseSchema = DataEnvelope(CatalogProductSchema);
/**
 * A drop as the CSV export writes it (its seller's contact attached by the admin service): the
 * columns it shows and nothing else, read without the JSON columns nor the collection. In the
 * CSV's order.
 */
export const productExportFields = [
  '_id',
  ...exportedDropFields,
  'sellerId',
  'createdAt',
  'updatedAt',
] as const;
export const ProductExportRowSchema = Type.Pick(CatalogProductSchema, productExportFields);
export type ProductExportRow = Static<typeof ProductExportRowSchema>;
export const InternalProductsBatchResponseSchema = InternalBatchSchema(ProductExportRowSchema);

export const InternalBadgeBodySchema = Type.Object(
  { badge: Type.Boolean() },
  { additionalProperties: false },
);

export const InternalSellerProductsQuerySchema = Type.Object(
  { recent: Type.Integer({ minimum: 0, maximum: 50, default: 5 }) },
  { additionalProperties: false },
);

/** A seller's drops as the administrator's seller detail shows them. */
export const SellerCatalogSummarySchema = Type.Object({
  totalProducts: Type.Integer({ minimum: 0 }),
  publishedProducts: Type.Integer({ minimum: 0 }),
  recent: Type.Array(CatalogProductSchema),
});
export type SellerCatalogSummary = Static<typeof SellerCatalogSummarySchema>;
export const InternalSellerSummaryResponseSchema = DataEnvelope(SellerCatalogSummarySchema);

/** GET /internal/sessions/:id?sellerId= (issue 30): is this seller's session alive? */
export const InternalSessionAliveQuerySchema = Type.Object(
  { sellerId: Id },
  { additionalProperties: false },
);
export const InternalSessionAliveResponseSchema = DataOnlyEnvelope(
  Type.Object({ alive: Type.Boolean() }),
);
export type InternalSessionAliveResponse = Static<typeof InternalSessionAliveResponseSchema>;
