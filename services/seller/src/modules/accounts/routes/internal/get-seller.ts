import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  InternalIdParamsSchema,
  InternalSellerResponseSchema,
} from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import { sellersRepository } from '../../sellers-repository-key';

/** GET /internal/sellers/:id: one seller, whatever its state (the catalog's lookup, the admin detail). */
const getSellerRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/internal/sellers/:id',
    {
      schema: {
        params: InternalIdParamsSchema,
        response: { 200: InternalSellerResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const seller = await app[sellersRepository].findById(request.params.id);
      if (!seller) throw new NotFoundError(undefined, 'SELLER_NOT_FOUND');
      return { success: true as const, data: seller };
    },
  );
};

export default getSellerRoute;
