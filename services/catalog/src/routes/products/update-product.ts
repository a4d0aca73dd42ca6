import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  ProductBodySchema,
  ProductResponseSchema,
  productMessages,
} from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import { collectionRaceAsValidation, resolveProductWrite } from './product-writes';
import { productErrorResponses } from './responses';

/**
 * PUT /seller/products/:id: any drop fields; the merged drop is checked as a whole, so a
 * published drop (or one being published) must still meet the publish rules.
 */
export const updateProductRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/:id',
    {
      preHandler: app.requireSellerAccount,
      schema: {
        params: IdParamsSchema,
        body: ProductBodySchema,
        response: { 200: ProductResponseSchema, ...productErrorResponses },
      },
    },
    async (request) => {
      const account = request.sellerAccount;
      const owned = await app.productsRepository.findOwned(account.id, request.params.id);
      if (!owned) throw new NotFoundError(undefined, 'PRODUCT_NOT_FOUND');
      const { merged } = await resolveProductWrite(app, account, owned.fields, request.body);
      // The badge is the administrators' field: left as stored.
      const { badge: _badge, ...fields } = merged;
      await collectionRaceAsValidation(() =>
        app.productsRepository.update(account.id, request.params.id, fields),
      );
      const saved = await app.productsRepository.findOwned(account.id, request.params.id);
      if (!saved) throw new NotFoundError(undefined, 'PRODUCT_NOT_FOUND');
      return { success: true as const, message: productMessages.changesSaved, data: saved.product };
    },
  );
};
