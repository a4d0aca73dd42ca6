import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema, ProductResponseSchema, SellerIdQuerySchema } from '@drops/contracts';
import { ownedProduct, withEtag } from './product-version';
import { productErrorResponses } from './responses';

/** GET /seller/products/:id: one of the caller's drops; anyone else's answers 404. */
const getProductRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/seller/products/:id',
    {
      schema: {
        params: IdParamsSchema,
        querystring: SellerIdQuerySchema,
        response: { 200: ProductResponseSchema, ...productErrorResponses },
      },
    },
    async (request, reply) => {
      const owned = await ownedProduct(app, request.sellerAccount.id, request.params.id);
      withEtag(reply, owned.product);
      return { success: true as const, data: owned.product };
    },
  );
};

export default getProductRoute;
