import type { Knex } from 'knex';
import {
  earlyAccessWindows,
  type EarlyAccessWindow,
  type StoredProductStatus,
  type Variation,
  type Visual,
} from '@drops/contracts';
import { parseJson, toBool, toJson, toNumberOrNull } from '@drops/db';
import { storedStatusOf } from '../../shared/stored-status';

export { storedStatusOf };

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

export function epochOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** A price as stored: DECIMAL(12,2) on MySQL, so SQLite keeps the same two decimals. */
export function toMoney(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
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
 * `products` with the collection name joined, as both mappers expect. Columns shared by both
 * tables (`id`, `seller_id`, `created_at`, `updated_at`) must be qualified as `products.<column>`.
 */
export function productQuery(db: Knex | Knex.Transaction): Knex.QueryBuilder<ProductRow> {
  return db<ProductRow>('products')
    .leftJoin('collections', 'collections.id', 'products.collection_id')
    .select('products.*', 'collections.collection_name as collection_name');
}
