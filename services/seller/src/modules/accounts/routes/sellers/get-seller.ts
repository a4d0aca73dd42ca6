import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminMessages,
  etagOf,
  IdParamsSchema,
  SellerWithReviewResponseSchema,
} from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import { reviewOf } from '../../domain/review-status';
import { errorResponses } from '../../../../shared/error-responses';
import { sellersRepository } from '../../sellers-repository-key';

/**
 * GET /seller/{id}: the caller's own record (the dashboard re-reads approval and invitations),
 * with `review`: where the account stands and the last decision's reason and note.
 */
const getSellerRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/seller/:id',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: SellerWithReviewResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const found = await app[sellersRepository].findRecordById(request.params.id);
      if (!found) throw new NotFoundError(adminMessages.sellerNotFound);
      if (found.seller.version !== undefined)
        void reply.header('etag', etagOf(found.seller.version));
      return {
        success: true as const,
        data: { ...found.seller, review: reviewOf(found.seller, found.review) },
      };
    },
  );
};

export default getSellerRoute;
