import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminProductsQuerySchema,
  AdminProductsResponseSchema,
  limits,
  storedProductStatuses,
  type StoredProductStatus,
} from '@drops/contracts';
import { withSeller } from '../../domain/product-with-seller';
import { paginationOf, searchTermOf } from '../paging';
import { adminErrorResponses } from '../responses';

/** Any case; an unknown value (or `all`) lists every status. */
function statusFilterOf(value: string | undefined): StoredProductStatus | undefined {
  const status = value?.trim().toLowerCase();
  return (storedProductStatuses as readonly string[]).includes(status ?? '')
    ? (status as StoredProductStatus)
    : undefined;
}

/** Blank or `all`: no filter; `Other`: none of the named four; anything else compared without case. */
function categoryFilterOf(value: string | undefined): string | undefined {
  const category = value?.trim().toLowerCase();
  return !category || category === 'all' ? undefined : category;
}

/**
 * GET /admin/products: a page of the catalog's drops, then their sellers in one batch lookup
 * from the seller service (two calls per page, whatever its size).
 */
export const listProductsRoute: FastifyPluginAsyncTypebox = async (app) => {
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
        status: statusFilterOf(request.query.status),
        category: categoryFilterOf(request.query.category),
        search: searchTermOf(request.query.search),
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
