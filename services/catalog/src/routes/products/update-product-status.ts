import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  ProductResponseSchema,
  ProductStatusBodySchema,
  productMessages,
} from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import { resolveProductWrite } from './product-writes';
import { productErrorResponses } from './responses';

/**
 * PUT /seller/products/:id/status: Draft (Stop Sell: no longer selling) or Published (checked
 * like a Submit).
 */
export const updateProductStatusRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/:id/status',
    {
      preHandler: app.requireSellerAccount,
      schema: {
        params: IdParamsSchema,
        body: ProductStatusBodySchema,
        response: { 200: ProductResponseSchema, ...productErrorResponses },
      },
    },
    async (request) => {
      const account = request.sellerAccount;
      const owned = await app.productsRepository.findOwned(account.id, request.params.id);
      if (!owned) throw new NotFoundError(undefined, 'PRODUCT_NOT_FOUND');
      const { merged } = await resolveProductWrite(app, account, owned.fields, {
        status: request.body.status,
      });
      await app.productsRepository.update(account.id, request.params.id, {
        status: merged.status,
        selling: merged.selling,
        earlyUnits: merged.earlyUnits,
        timeWindow: merged.timeWindow,
      });
      const saved = await app.productsRepository.findOwned(account.id, request.params.id);
      if (!saved) throw new NotFoundError(undefined, 'PRODUCT_NOT_FOUND');
      return {
        success: true as const,
        message: merged.status === 'published' ? productMessages.live : productMessages.sellStopped,
        data: saved.product,
      };
    },
  );
};
