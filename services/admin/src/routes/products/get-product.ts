import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminIdParamsSchema, AdminProductResponseSchema } from '@drops/contracts';
import { withSeller } from '../../domain/product-with-seller';
import { adminErrorResponses, productNotFound } from '../responses';

/** GET /admin/products/:id: the catalog's drop with its seller attached. */
export const getProductRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/products/:id',
    {
      schema: {
        params: AdminIdParamsSchema,
        response: { 200: AdminProductResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => {
      const product = await app.catalogService.find(request.params.id);
      if (!product) throw productNotFound();
      const seller = await app.sellerService.find(product.sellerId);
      return { success: true as const, data: withSeller(product, seller ?? undefined) };
    },
  );
};
