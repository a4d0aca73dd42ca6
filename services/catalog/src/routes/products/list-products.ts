import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { limits, ProductListQuerySchema, ProductListResponseSchema } from '@drops/contracts';
import type { ProductListFilter } from '../../repositories/products-repository';
import { productErrorResponses } from './responses';

function filterOf(status: string | undefined): ProductListFilter {
  const value = (status ?? '').toLowerCase();
  if (value === 'published' || value === 'draft' || value === 'upcoming' || value === 'badges')
    return value;
  return 'all';
}

/** GET /seller/products: the caller's drops, newest first, filtered and paged (at most 100). */
export const listProductsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      preHandler: app.requireSellerAccount,
      schema: {
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema, ...productErrorResponses },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? limits.sellerProductListMax;
      const page = request.query.page ?? 1;
      const { products, total } = await app.productsRepository.list(request.sellerAccount.id, {
        filter: filterOf(request.query.status),
        search: (request.query.search ?? '').trim(),
        limit,
        page,
        now: Date.now(),
      });
      return {
        success: true as const,
        data: products,
        pagination: { page, limit, total, pages: Math.ceil(total / limit) },
      };
    },
  );
};
