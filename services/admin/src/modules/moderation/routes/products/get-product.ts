import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminIdParamsSchema, AdminProductResponseSchema } from '@drops/contracts';
import { withSeller } from '../../domain/product-with-seller';
import { adminErrorResponses } from '../../../../shared/responses';
import { productNotFound } from '../../domain/not-found';

/** GET /admin/products/:id: the catalog's drop with its seller attached. */
const getProductRoute: FastifyPluginAsyncTypebox = async (app) => {
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

export default getProductRoute;
