import {
  AdminProductsExportQuerySchema,
  productExportFields,
  type ProductExportRow,
  type SellerContact,
} from '@drops/contracts';
import { productFiltersOf } from '../../moderation';
import { csvExportRoute } from '../csv-export-route';
import { exportBatchSize } from '../domain/csv';
import { ownerBatches } from '../domain/owner-batches';

/** A drop of the export and its seller's contact (none when the seller is gone). */
interface ExportedProduct {
  product: ProductExportRow;
  seller: SellerContact | undefined;
}

/** The CSV's columns: the fields the catalog sends, with the seller's contact after `sellerId`. */
const header = productExportFields.flatMap((field) =>
  field === 'sellerId' ? ([field, 'sellerUsername', 'sellerEmail'] as const) : [field],
);

const cellsOf = ({ product, seller }: ExportedProduct) =>
  header.map((column) =>
    column === 'sellerUsername'
      ? seller?.username
      : column === 'sellerEmail'
        ? seller?.email
        : product[column],
  );

/**
 * GET /admin/products/export.csv: the product list's filters, every drop with its seller,
 * streamed batch by batch (each batch's sellers' contacts in one lookup).
 */
export default csvExportRoute({
  path: '/admin/products/export.csv',
  querystring: AdminProductsExportQuerySchema,
  fileName: 'products',
  header,
  cellsOf,
  batchesOf: (app, query) => {
    const filters = productFiltersOf(query);
    // A batch is read with its sellers' contacts, so the next one's lookup is done ahead too.
    return ownerBatches(async (after) => {
      const batch = await app.catalogService.batch({ ...filters, after, limit: exportBatchSize });
      const sellers = await app.sellerService.contacts(batch.items.map((item) => item.sellerId));
      return {
        next: batch.next,
        items: batch.items.map((product) => ({ product, seller: sellers.get(product.sellerId) })),
      };
    });
  },
});
