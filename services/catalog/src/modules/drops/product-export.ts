import type { ProductExportRow } from '@drops/contracts';
import { toBool, toIso, toIsoOrNull, toNumberOrNull } from '@drops/db';
import { epochOrNull, storedStatusOf, type ProductRow } from './product-row';

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
