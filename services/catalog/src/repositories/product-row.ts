import type { Knex } from 'knex';
import {
  reasonTextOf,
  reviewReasonCodes,
  earlyAccessWindows,
  type DropModeration,
  dropPhases,
  type DropPhase,
  type ReviewReason,
  storedProductStatuses,
  type AdminProduct,
  type EarlyAccessWindow,
  type Product,
  type ProductExportRow,
  type SellerProductStatus,
  type StoredProductStatus,
  type Variation,
  type Visual,
  isThumbnailSource,
  listThumbnailWidth,
  storageKeyPrefixes,
  thumbnailKeyOf,
} from '@drops/contracts';
import { phaseEndsAt } from '../domain/drop-phase';
import { parseJson, toBool, toIso, toIsoOrNull, toJson, toNumberOrNull } from '@drops/db';

/**
 * The one mapping between a `products` row and a drop. Drivers disagree on booleans (1/0),
 * JSON (parsed or text) and numbers, so every area (seller and administrator) reads rows
 * through here, and writes go through `productColumnsOf`.
 */

/** A `products` row as the drivers return it, with the collection name from `productQuery`. */
export interface ProductRow {
  id: string;
  seller_id: string;
  name: string;
  description: string;
  brand_name: string;
  category: string;
  main_image: string;
  visuals: unknown;
  price: number | string | null;
  rrp: number | string | null;
  quantity: number | null;
  purchase_url: string;
  launch_date: number | string | null;
  expiry_date: number | string | null;
  allow_early_access: boolean | number;
  early_units: number | null;
  time_window: string | null;
  unlock_many_units: boolean | number;
  is_nook: boolean | number;
  badge: boolean | number;
  tags: unknown;
  categories: unknown;
  curated_value_tag: unknown;
  variations_title: string;
  variations_objects: unknown;
  features: unknown;
  feedbacks: unknown;
  is_series: boolean | number;
  series_name: string;
  collection_id: string | null;
  status: string;
  selling: boolean | number;
  created_at: number | string;
  updated_at: number | string;
  /** Issue 17: raised by every write of the row. */
  version: number | string;
  /** Issue 16: the last pause or restore by an administrator. */
  moderation_reason?: string | null;
  moderation_note?: string | null;
  moderated_at?: number | string | null;
  /** Issue 17: the phase the job runner last moved the drop to, and the zone of its times. */
  phase?: string;
  time_zone?: string | null;
  /** From the collections join of `productQuery`; absent when the row was read without it. */
  collection_name?: string | null;
}

/** The stored fields of a drop in domain terms: dates as epoch ms, stored lowercase status. */
export interface ProductFields {
  name: string;
  description: string;
  brandName: string;
  category: string;
  mainImage: string;
  visuals: Visual[];
  price: number | null;
  rrp: number | null;
  quantity: number | null;
  purchaseUrl: string;
  launchDate: number | null;
  expiryDate: number | null;
  allowEarlyAccess: boolean;
  earlyUnits: number | null;
  timeWindow: EarlyAccessWindow | null;
  unlockManyUnits: boolean;
  isNook: boolean;
  badge: boolean;
  tags: string[];
  categories: string[];
  curatedValueTag: string[];
  variationsTitle: string;
  variationsObjects: Variation[];
  features: string[];
  feedbacks: string[];
  isSeries: boolean;
  seriesName: string;
  collectionId: string | null;
  status: StoredProductStatus;
  selling: boolean;
  /** The zone the seller gave the launch and expiry in (issue 17); null when none was given. */
  timeZone: string | null;
}

/** The administrator view before the administrator service attaches `seller`. */
export type AdminProductWithoutSeller = Omit<AdminProduct, 'seller'>;

const columnOf: { [K in keyof ProductFields]: string } = {
  name: 'name',
  description: 'description',
  brandName: 'brand_name',
  category: 'category',
  mainImage: 'main_image',
  visuals: 'visuals',
  price: 'price',
  rrp: 'rrp',
  quantity: 'quantity',
  purchaseUrl: 'purchase_url',
  launchDate: 'launch_date',
  expiryDate: 'expiry_date',
  allowEarlyAccess: 'allow_early_access',
  earlyUnits: 'early_units',
  timeWindow: 'time_window',
  unlockManyUnits: 'unlock_many_units',
  isNook: 'is_nook',
  badge: 'badge',
  tags: 'tags',
  categories: 'categories',
  curatedValueTag: 'curated_value_tag',
  variationsTitle: 'variations_title',
  variationsObjects: 'variations_objects',
  features: 'features',
  feedbacks: 'feedbacks',
  isSeries: 'is_series',
  seriesName: 'series_name',
  collectionId: 'collection_id',
  status: 'status',
  selling: 'selling',
  timeZone: 'time_zone',
};

const jsonFields = new Set<keyof ProductFields>([
  'visuals',
  'tags',
  'categories',
  'curatedValueTag',
  'variationsObjects',
  'features',
  'feedbacks',
]);

function arrayOf<T>(value: unknown): T[] {
  const parsed = parseJson<unknown>(value, []);
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

function epochOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** A price as stored: DECIMAL(12,2) on MySQL, so SQLite keeps the same two decimals. */
export function toMoney(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}

export function storedStatusOf(value: string): StoredProductStatus {
  const lower = value.toLowerCase();
  return (storedProductStatuses as readonly string[]).includes(lower)
    ? (lower as StoredProductStatus)
    : 'draft';
}

/** Row → domain fields. */
export function productFieldsOf(row: ProductRow): ProductFields {
  const timeWindow = (earlyAccessWindows as readonly string[]).includes(row.time_window ?? '')
    ? (row.time_window as EarlyAccessWindow)
    : null;
  return {
    name: row.name,
    description: row.description,
    brandName: row.brand_name,
    category: row.category,
    mainImage: row.main_image,
    visuals: arrayOf<Visual>(row.visuals),
    price: toNumberOrNull(row.price),
    rrp: toNumberOrNull(row.rrp),
    quantity: toNumberOrNull(row.quantity),
    purchaseUrl: row.purchase_url,
    launchDate: epochOrNull(row.launch_date),
    expiryDate: epochOrNull(row.expiry_date),
    allowEarlyAccess: toBool(row.allow_early_access),
    earlyUnits: toNumberOrNull(row.early_units),
    timeWindow,
    unlockManyUnits: toBool(row.unlock_many_units),
    isNook: toBool(row.is_nook),
    badge: toBool(row.badge),
    tags: arrayOf<string>(row.tags),
    categories: arrayOf<string>(row.categories),
    curatedValueTag: arrayOf<string>(row.curated_value_tag),
    variationsTitle: row.variations_title,
    variationsObjects: arrayOf<Variation>(row.variations_objects),
    features: arrayOf<string>(row.features),
    feedbacks: arrayOf<string>(row.feedbacks),
    isSeries: toBool(row.is_series),
    seriesName: row.series_name,
    collectionId: row.collection_id,
    status: storedStatusOf(row.status),
    selling: toBool(row.selling),
    timeZone: row.time_zone ?? null,
  };
}

/** Domain fields (all or some) → columns to insert or update. */
export function productColumnsOf(fields: Partial<ProductFields>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields) as [keyof ProductFields, unknown][]) {
    if (value === undefined) continue;
    if (jsonFields.has(key)) columns[columnOf[key]] = toJson(value);
    else if (key === 'price' || key === 'rrp') columns[columnOf[key]] = toMoney(value as number);
    else columns[columnOf[key]] = value;
  }
  return columns;
}

/**
 * The phase as stored (the job runner's last move). A row read without the column, or holding
 * an unknown value, reads as its status says: paused or draft, else the runner's next move.
 */
export function storedPhaseOf(value: string | undefined, fields: ProductFields): DropPhase {
  if ((dropPhases as readonly string[]).includes(value ?? '')) return value as DropPhase;
  return fields.status === 'published' ? 'scheduled' : fields.status;
}

/** Published with a launch date still ahead reads as Upcoming; paused reads as Draft to sellers. */
export function sellerStatusOf(
  status: StoredProductStatus,
  launchDate: number | null,
  now: number = Date.now(),
): SellerProductStatus {
  if (status !== 'published') return 'Draft';
  return launchDate !== null && launchDate > now ? 'Upcoming' : 'Published';
}

/** Why a paused drop is paused (both areas show it); undefined for any other drop. */
export function moderationOf(
  row: ProductRow,
  status: StoredProductStatus,
): DropModeration | undefined {
  if (status !== 'paused') return undefined;
  const reason = (reviewReasonCodes as readonly string[]).includes(row.moderation_reason ?? '')
    ? (row.moderation_reason as ReviewReason)
    : null;
  return {
    status: 'paused',
    reason,
    reasonText: reasonTextOf(reason),
    note: row.moderation_note ?? null,
    // A drop paused before reasons were recorded (the demo data) dates from its last change.
    decidedAt: toIso(row.moderated_at ?? row.updated_at),
  };
}

/**
 * Issue 18: a stored image's `thumbnail` is its 320 px WebP key (made by the thumbnail worker;
 * until then the signed-link call answers it with the original). A video keeps the poster it
 * was given; a link to elsewhere has no thumbnail of ours.
 */
function withListThumbnail(visual: Visual): Visual {
  if (
    visual.type !== 'image' ||
    !visual.url.startsWith(storageKeyPrefixes.product) ||
    !isThumbnailSource(visual.url)
  )
    return visual;
  return { ...visual, thumbnail: thumbnailKeyOf(visual.url, listThumbnailWidth, 'webp') };
}

/** The fields both areas show, built in one object literal: this runs 100 times per list page. */
function viewOf<S extends string>(row: ProductRow, fields: ProductFields, status: S) {
  const phase = storedPhaseOf(row.phase, fields);
  const phaseChangesAt = phaseEndsAt(phase, fields);
  const visuals = fields.visuals.map(withListThumbnail);
  const galleryImageThumbNails: string[] = [];
  for (const visual of visuals)
    if (visual.type === 'image') galleryImageThumbNails.push(visual.thumbnail ?? visual.url);
  return {
    _id: row.id,
    name: fields.name,
    description: fields.description,
    brandName: fields.brandName,
    category: fields.category,
    mainImage: fields.mainImage,
    mainImageUrl: fields.mainImage || (visuals[0]?.url ?? ''),
    visuals,
    galleryImageThumbNails,
    price: fields.price,
    rrp: fields.rrp,
    quantity: fields.quantity,
    purchaseUrl: fields.purchaseUrl,
    launchDate: toIsoOrNull(fields.launchDate),
    expiryDate: toIsoOrNull(fields.expiryDate),
    allowEarlyAccess: fields.allowEarlyAccess,
    earlyUnits: fields.earlyUnits,
    timeWindow: fields.timeWindow,
    unlockManyUnits: fields.unlockManyUnits,
    isNook: fields.isNook,
    badge: fields.badge,
    tags: fields.tags,
    categories: fields.categories,
    curatedValueTag: fields.curatedValueTag,
    variationsTitle: fields.variationsTitle,
    variationsObjects: fields.variationsObjects,
    features: fields.features,
    feedbacks: fields.feedbacks,
    isSeries: fields.isSeries,
    seriesName: fields.seriesName,
    collectionId:
      fields.collectionId === null
        ? null
        : { _id: fields.collectionId, collectionName: row.collection_name ?? '' },
    sellerId: row.seller_id,
    selling: fields.selling,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    version: Number(row.version),
    status,
    phase,
    phaseChangesAt: phaseChangesAt === null ? null : toIso(phaseChangesAt),
    timeZone: fields.timeZone,
  };
}

/** The seller area's drop: status Draft, Published or Upcoming; a paused one says why. */
export function toSellerProduct(row: ProductRow, now: number = Date.now()): Product {
  const fields = productFieldsOf(row);
  const product: Product = viewOf(
    row,
    fields,
    sellerStatusOf(fields.status, fields.launchDate, now),
  );
  const moderation = moderationOf(row, fields.status);
  if (moderation) product.moderation = moderation;
  return product;
}

/** The administrator area's product: the stored status; the caller attaches `seller`. */
export function toAdminProduct(row: ProductRow): AdminProductWithoutSeller {
  const fields = productFieldsOf(row);
  const product: AdminProductWithoutSeller = viewOf(row, fields, fields.status);
  const moderation = moderationOf(row, fields.status);
  if (moderation) product.moderation = moderation;
  return product;
}

/**
 * `products` with the collection name joined, as both mappers expect. Columns shared by both
 * tables (`id`, `seller_id`, `created_at`, `updated_at`) must be qualified as `products.<column>`.
 */
export function productQuery(db: Knex | Knex.Transaction): Knex.QueryBuilder<ProductRow> {
  return db<ProductRow>('products')
    .leftJoin('collections', 'collections.id', 'products.collection_id')
    .select('products.*', 'collections.collection_name as collection_name');
}

/** The columns of `products` the CSV export shows (see `toProductExportRow`). */
export const productExportColumns = [
  'id',
  'seller_id',
  'name',
  'brand_name',
  'category',
  'status',
  'badge',
  'selling',
  'price',
  'rrp',
  'quantity',
  'launch_date',
  'created_at',
  'updated_at',
] as const;

export type ProductExportColumns = Pick<ProductRow, (typeof productExportColumns)[number]>;

/**
 * A drop as the administrators' CSV export writes it: each field as `toAdminProduct` gives it,
 * read from those columns alone (no JSON column parsed, no collection joined) for a million rows.
 */
export function toProductExportRow(row: ProductExportColumns): ProductExportRow {
  return {
    _id: row.id,
    name: row.name,
    brandName: row.brand_name,
    category: row.category,
    status: storedStatusOf(row.status),
    badge: toBool(row.badge),
    selling: toBool(row.selling),
    price: toNumberOrNull(row.price),
    rrp: toNumberOrNull(row.rrp),
    quantity: toNumberOrNull(row.quantity),
    launchDate: toIsoOrNull(epochOrNull(row.launch_date)),
    sellerId: row.seller_id,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
