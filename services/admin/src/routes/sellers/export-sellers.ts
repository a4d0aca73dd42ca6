import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminSellersExportQuerySchema,
  type SellerExportRow,
  CsvDownloadResponseSchema,
} from '@drops/contracts';
import { csvHeaders, csvStream, exportBatchSize } from '../../domain/csv';
import { ownerBatches } from '../../domain/owner-batches';
import type { SellerPageRequest } from '../../remote/seller-service';
import { searchTermOf } from '../paging';
import { chosenFilter } from '../responses';

const header = [
  '_id',
  'username',
  'email',
  'fullName',
  'accountType',
  'status',
  'isApproved',
  'isActive',
  'isRequestedforSell',
  'invitation',
  'country',
  'followersCount',
  'sales',
  'createdAt',
];

/** The review status as the list's filter derives it (rejected = inactive). */
const statusOf = (seller: SellerExportRow) =>
  !seller.isActive ? 'rejected' : seller.isApproved ? 'approved' : 'pending';

const cellsOf = (seller: SellerExportRow) => [
  seller._id,
  seller.username,
  seller.email,
  seller.fullName,
  seller.accountType,
  statusOf(seller),
  seller.isApproved,
  seller.isActive,
  seller.isRequestedforSell,
  seller.invitation,
  seller.country,
  seller.followersCount,
  seller.sales,
  seller.createdAt,
];

/** GET /admin/sellers/export.csv: the review list's filters, every seller, streamed page by page. */
export const exportSellersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/sellers/export.csv',
    {
      schema: {
        querystring: AdminSellersExportQuerySchema,
        response: { 200: CsvDownloadResponseSchema },
      },
    },
    async (request, reply) => {
      const filters = {
        status: chosenFilter<NonNullable<SellerPageRequest['status']>>(request.query.status),
        accountType: chosenFilter<NonNullable<SellerPageRequest['accountType']>>(
          request.query.accountType,
        ),
        search: searchTermOf(request.query.search),
      };
      const pages = ownerBatches((after) =>
        app.sellerService.batch({ ...filters, after, limit: exportBatchSize }),
      );
      return reply.headers(csvHeaders('sellers')).send(csvStream(header, pages, cellsOf));
    },
  );
};
