import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminProductsQuerySchema, AdminProductsResponseSchema, limits } from '@drops/contracts';
import { paginationOf } from '../../../../shared/paging';
import { adminErrorResponses } from '../../../../shared/responses';
import { productFiltersOf } from '../../domain/product-filters';
import { withSeller } from '../../domain/product-with-seller';

/**
 * GET /admin/products: a page of the catalog's drops, then their sellers in one batch lookup
 * from the seller service (two calls per page, whatever its size).
 */
const listProductsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/products',
    {
      schema: {
        querystring: AdminProductsQuerySchema,
        response: { 200: AdminProductsResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? limits.adminPageSize;
      const result = await app.catalogService.list({
        page,
        limit,
        ...productFiltersOf(request.query),
      });
      const sellers = await app.sellerService.byIds(result.items.map((item) => item.sellerId));
      return {
        success: true as const,
        data: result.items.map((product) => withSeller(product, sellers.get(product.sellerId))),
        pagination: paginationOf(page, limit, result.total),
      };
    },
  );
};

export default listProductsRoute;
