import type { Knex } from 'knex';
import {
  dropFieldList,
  earlyAccessWindows,
  storedStatusOf,
  type DropFieldKind,
  type DropFieldKindTypes,
  type EarlyAccessWindow,
  type ProductFields,
  type Variation,
  type Visual,
} from '@drops/contracts';
import { parseJson, toBool, toJson, toNumberOrNull } from '@drops/db';

/**
 * The one mapping between a `products` row and a drop, derived from the contract's declaration
 * of the fields (`dropFields`). Drivers disagree on booleans (1/0), JSON (parsed or text) and
 * numbers, so every area (seller and administrator) reads rows through here, and writes go
 * through `productColumnsOf`.
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
  /** Columns added since, read through their declaration (packages/contracts drop-fields.ts). */
  [column: string]: unknown;
}

export type { ProductFields };

type Codec<K extends DropFieldKind> = {
  /** Column value as the driver returns it → the field. */
  read: (value: unknown) => DropFieldKindTypes[K];
  /** The field → the column value to write. */
  write?: (value: DropFieldKindTypes[K]) => unknown;
};

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

const asText = (value: unknown) => value as string;
const textOrNull = (value: unknown) => (value ?? null) as string | null;
const json = { write: toJson };

/** One codec per kind of field (packages/contracts drop-fields.ts). */
const codecs: { [K in DropFieldKind]: Codec<K> } = {
  text: { read: asText },
  media: { read: asText },
  money: { read: toNumberOrNull, write: toMoney },
  count: { read: toNumberOrNull },
  flag: { read: toBool },
  texts: { read: arrayOf<string>, ...json },
  moment: { read: epochOrNull },
  zone: { read: textOrNull },
  reference: { read: textOrNull },
  visuals: { read: arrayOf<Visual>, ...json },
  variations: { read: arrayOf<Variation>, ...json },
  window: {
    read: (value) =>
      (earlyAccessWindows as readonly unknown[]).includes(value)
        ? (value as EarlyAccessWindow)
        : null,
  },
  status: { read: (value) => storedStatusOf(String(value)) },
};

/** Reads one column of a row (or of the export's narrower row) as its field. */
export function fieldOfColumn<K extends DropFieldKind>(kind: K, value: unknown) {
  return codecs[kind].read(value);
}

/** Row → domain fields. */
export function productFieldsOf(row: ProductRow): ProductFields {
  const fields: Record<string, unknown> = {};
  for (const { name, column, kind } of dropFieldList) fields[name] = codecs[kind].read(row[column]);
  return fields as ProductFields;
}

/** Domain fields (all or some) → columns to insert or update. */
export function productColumnsOf(fields: Partial<ProductFields>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const { name, column, kind } of dropFieldList) {
    const value = fields[name];
    if (value === undefined) continue;
    const write = codecs[kind].write as ((value: unknown) => unknown) | undefined;
    columns[column] = write ? write(value) : value;
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
