import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminMessages, IdParamsSchema, SellerResponseSchema } from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import { errorResponses } from '../error-responses';
import { ownSellerOnly } from './own-seller-only';

/** GET /seller/{id}: the caller's own record (the dashboard re-reads approval and invitations). */
export const getSellerRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/seller/:id',
    {
      onRequest: [app.requireSeller, ownSellerOnly],
      schema: {
        params: IdParamsSchema,
        response: { 200: SellerResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const seller = await app.sellersRepository.findById(request.params.id);
      if (!seller) throw new NotFoundError(adminMessages.sellerNotFound);
      return { success: true as const, data: seller };
    },
  );
};
