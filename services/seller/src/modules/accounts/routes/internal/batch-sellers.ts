import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  InternalSellersBatchQuerySchema,
  InternalSellersBatchResponseSchema,
} from '@drops/contracts';
import { keysetPositionOf } from '@drops/db';
import { sellersRepository } from '../../sellers-repository-key';

/**
 * GET /internal/batches/sellers: the review list's filters, a batch at a time newest first by
 * keyset (`after` = the previous batch's `next`), for the admin's CSV export of every seller.
 */
const batchSellersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/internal/batches/sellers',
    {
      schema: {
        querystring: InternalSellersBatchQuerySchema,
        response: { 200: InternalSellersBatchResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { after, limit, status, accountType, search, emailVerified } = request.query;
      const data = await app[sellersRepository].batch({
        limit,
        status,
        accountType,
        emailVerified,
        search: search || undefined,
        after: after === undefined ? undefined : keysetPositionOf(after),
      });
      return { success: true as const, data };
    },
  );
};

export default batchSellersRoute;
