import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminProductsQuerySchema, AdminProductsResponseSchema, limits } from '@drops/contracts';
import { pagedListRoute } from '../../../../shared/paged-list-route';
import { productFiltersOf } from '../../domain/product-filters';
import { withSeller } from '../../domain/product-with-seller';

/**
 * GET /admin/products: a page of the catalog's drops, then their sellers in one batch lookup
 * from the seller service (two calls per page, whatever its size).
 */
const listProductsRoute: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(app, {
    url: '/admin/products',
    querystring: AdminProductsQuerySchema,
    response: AdminProductsResponseSchema,
    pageSize: limits.adminPageSize,
    list: async (query, page) => {
      const result = await app.catalogService.list({ ...page, ...productFiltersOf(query) });
      const sellers = await app.sellerService.byIds(result.items.map((item) => item.sellerId));
      return {
        items: result.items.map((product) => withSeller(product, sellers.get(product.sellerId))),
        total: result.total,
      };
    },
  });
};

export default listProductsRoute;
