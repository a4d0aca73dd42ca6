import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { limits, ProductListQuerySchema, ProductListResponseSchema } from '@drops/contracts';
import type { ProductListFilter } from '../../repositories/products-repository';
import { createProductListCache } from './list-cache';
import { productErrorResponses } from './responses';

function filterOf(status: string | undefined): ProductListFilter {
  const value = (status ?? '').toLowerCase();
  if (value === 'published' || value === 'draft' || value === 'upcoming' || value === 'badges')
    return value;
  return 'all';
}

/** Sends a body the route's serialiser already wrote: a string with a JSON type is sent as it is. */
function sendSerialised(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** GET /seller/products: the caller's drops, newest first, filtered and paged (at most 100). */
export const listProductsRoute: FastifyPluginAsyncTypebox = async (app) => {
  const cache = createProductListCache();

  app.get(
    '/',
    {
      preHandler: app.requireSellerAccount,
      schema: {
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema, ...productErrorResponses },
      },
    },
    async (request, reply) => {
      const account = request.sellerAccount;
      const limit = request.query.limit ?? limits.sellerProductListMax;
      const page = request.query.page ?? 1;
      const filter = filterOf(request.query.status);
      const search = (request.query.search ?? '').trim();
      const cacheable = filter === 'all' && search === '';
      const cached = cacheable ? cache.get(account, page, limit) : undefined;
      if (cached !== undefined) return sendSerialised(reply, cached);

      const now = Date.now();
      const { products, total } = await app.productsRepository.list(account.id, {
        filter,
        search,
        limit,
        page,
        now,
      });
      const body = String(
        reply.serialize({
          success: true as const,
          data: products,
          pagination: { page, limit, total, pages: Math.ceil(total / limit) },
        }),
      );
      if (cacheable) cache.set(account, page, limit, products, body);
      return sendSerialised(reply, body);
    },
  );
};
