import { dropFieldList, type ProductExportRow } from '@drops/contracts';
import { toIso, toIsoOrNull } from '@drops/db';
import { fieldOfColumn, type ProductRow } from './product-row';

/** The declared fields the CSV export shows (`exported` in packages/contracts drop-fields.ts). */
const exportedFields = dropFieldList.filter((field) => field.exported);

/** The columns of `products` the CSV export reads (see `toProductExportRow`). */
export const productExportColumns = [
  'id',
  'seller_id',
  ...exportedFields.map((field) => field.column),
  'created_at',
  'updated_at',
];

export type ProductExportColumns = Pick<
  ProductRow,
  'id' | 'seller_id' | 'created_at' | 'updated_at'
> &
  Record<string, unknown>;

/**
 * A drop as the administrators' CSV export writes it: each field as `toAdminProduct` gives it,
 * read from those columns alone (no JSON column parsed, no collection joined) for a million rows.
 */
export function toProductExportRow(row: ProductExportColumns): ProductExportRow {
  const exported: Record<string, unknown> = { _id: row.id };
  for (const { name, column, kind } of exportedFields) {
    const value = fieldOfColumn(kind, row[column]);
    exported[name] = kind === 'moment' ? toIsoOrNull(value as number | null) : value;
  }
  exported.sellerId = row.seller_id;
  exported.createdAt = toIso(row.created_at);
  exported.updatedAt = toIso(row.updated_at);
  return exported as ProductExportRow;
}
