import {
  adminSellerStatusOf,
  AdminSellersExportQuerySchema,
  sellerExportFields,
  type SellerExportRow,
} from '@drops/contracts';
import { sellerFiltersOf } from '../../moderation';
import { csvExportRoute } from '../csv-export-route';
import { exportBatchSize } from '../domain/csv';
import { ownerBatches } from '../domain/owner-batches';

/** The CSV's columns: the fields the seller service sends, with `status` after `accountType`. */
const header = sellerExportFields.flatMap((field) =>
  field === 'accountType' ? ([field, 'status'] as const) : [field],
);

const cellsOf = (seller: SellerExportRow) =>
  header.map((column) => (column === 'status' ? adminSellerStatusOf(seller) : seller[column]));

/** GET /admin/sellers/export.csv: the review list's filters, every seller, streamed page by page. */
export default csvExportRoute({
  path: '/admin/sellers/export.csv',
  querystring: AdminSellersExportQuerySchema,
  fileName: 'sellers',
  header,
  cellsOf,
  batchesOf: (app, query) => {
    const filters = sellerFiltersOf(query);
    return ownerBatches((after) =>
      app.sellerService.batch({ ...filters, after, limit: exportBatchSize }),
    );
  },
});
