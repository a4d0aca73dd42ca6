import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  SellerIdQuerySchema,
  SuccessMessageSchema,
  productMessages,
} from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import { productErrorResponses } from './responses';

/** DELETE /seller/products/:id: removes one of the caller's drops for good. */
const deleteProductRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/seller/products/:id',
    {
      schema: {
        params: IdParamsSchema,
        querystring: SellerIdQuerySchema,
        response: { 200: SuccessMessageSchema, ...productErrorResponses },
      },
    },
    async (request) => {
      const removed = await app.productsRepository.remove(
        request.sellerAccount.id,
        request.params.id,
      );
      if (!removed) throw new NotFoundError(undefined, 'PRODUCT_NOT_FOUND');
      return { success: true as const, message: productMessages.deleted };
    },
  );
};

export default deleteProductRoute;
