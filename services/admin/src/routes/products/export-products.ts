import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminProductsExportQuerySchema,
  type AdminProduct,
  CsvDownloadResponseSchema,
} from '@drops/contracts';
import { csvHeaders, csvStream, exportBatchSize } from '../../domain/csv';
import { ownerBatches } from '../../domain/owner-batches';
import { categoryFilterOf, statusFilterOf } from '../../domain/product-filters';
import { withSeller } from '../../domain/product-with-seller';
import { searchTermOf } from '../paging';

const header = [
  '_id',
  'name',
  'brandName',
  'category',
  'status',
  'badge',
  'selling',
  'price',
  'rrp',
  'quantity',
  'launchDate',
  'sellerId',
  'sellerUsername',
  'sellerEmail',
  'createdAt',
  'updatedAt',
];

const cellsOf = (product: AdminProduct) => [
  product._id,
  product.name,
  product.brandName,
  product.category,
  product.status,
  product.badge,
  product.selling,
  product.price,
  product.rrp,
  product.quantity,
  product.launchDate,
  product.sellerId,
  product.seller?.username,
  product.seller?.email,
  product.createdAt,
  product.updatedAt,
];

/**
 * GET /admin/products/export.csv: the product list's filters, every drop with its seller,
 * streamed page by page (each page's sellers in one batch lookup, as the list does).
 */
export const exportProductsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/products/export.csv',
    {
      schema: {
        querystring: AdminProductsExportQuerySchema,
        response: { 200: CsvDownloadResponseSchema },
      },
    },
    async (request, reply) => {
      const filters = {
        status: statusFilterOf(request.query.status),
        category: categoryFilterOf(request.query.category),
        search: searchTermOf(request.query.search),
      };
      async function* withSellers() {
        const pages = ownerBatches((after) =>
          app.catalogService.batch({ ...filters, after, limit: exportBatchSize }),
        );
        for await (const items of pages) {
          const sellers = await app.sellerService.byIds(items.map((item) => item.sellerId));
          yield items.map((product) => withSeller(product, sellers.get(product.sellerId)));
        }
      }
      return reply.headers(csvHeaders('products')).send(csvStream(header, withSellers(), cellsOf));
    },
  );
};
