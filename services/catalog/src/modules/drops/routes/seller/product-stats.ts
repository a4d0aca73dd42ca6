import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProductStatsResponseSchema } from '@drops/contracts';
import { productErrorResponses } from './responses';

/** GET /seller/products/stats: the caller's counts per dashboard filter. */
const productStatsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/seller/products/stats',
    {
      schema: { response: { 200: ProductStatsResponseSchema, ...productErrorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await app.productsRepository.stats(request.sellerAccount.id, app.clock.now()),
    }),
  );
};

export default productStatsRoute;
