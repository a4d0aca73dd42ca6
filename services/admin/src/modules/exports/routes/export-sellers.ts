import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminSellerStatusOf,
  AdminSellersExportQuerySchema,
  CsvDownloadResponseSchema,
  sellerExportFields,
  type SellerExportRow,
} from '@drops/contracts';
import { sellerFiltersOf } from '../../moderation';
import { csvHeaders, csvStream, exportBatchSize } from '../domain/csv';
import { ownerBatches } from '../domain/owner-batches';

/** The CSV's columns: the fields the seller service sends, with `status` after `accountType`. */
const header = sellerExportFields.flatMap((field) =>
  field === 'accountType' ? ([field, 'status'] as const) : [field],
);

const cellsOf = (seller: SellerExportRow) =>
  header.map((column) => (column === 'status' ? adminSellerStatusOf(seller) : seller[column]));

/** GET /admin/sellers/export.csv: the review list's filters, every seller, streamed page by page. */
const exportSellersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/sellers/export.csv',
    {
      schema: {
        querystring: AdminSellersExportQuerySchema,
        response: { 200: CsvDownloadResponseSchema },
      },
    },
    async (request, reply) => {
      const filters = sellerFiltersOf(request.query);
      const pages = ownerBatches((after) =>
        app.sellerService.batch({ ...filters, after, limit: exportBatchSize }),
      );
      return reply.headers(csvHeaders('sellers')).send(csvStream(header, pages, cellsOf));
    },
  );
};

export default exportSellersRoute;
