import {
  adminMessages,
  etagOf,
  IdParamsSchema,
  SellerWithReviewResponseSchema,
} from '@drops/contracts';
import { NotFoundError, readRoute } from '@drops/service-kit';
import { reviewOf } from '../../domain/review-status';
import { errorResponses } from '../../../../shared/error-responses';
import { sellersRepository } from '../../sellers-repository-key';

/**
 * GET /seller/{id}: the caller's own record (the dashboard re-reads approval and invitations),
 * with `review`: where the account stands and the last decision's reason and note.
 */
export default readRoute('/seller/:id', {
  params: IdParamsSchema,
  response: { 200: SellerWithReviewResponseSchema, ...errorResponses },
  read: async (app, request, reply) => {
    const found = await app[sellersRepository].findRecordById(request.params.id);
    if (!found) throw new NotFoundError(adminMessages.sellerNotFound);
    if (found.seller.version !== undefined) void reply.header('etag', etagOf(found.seller.version));
    return { ...found.seller, review: reviewOf(found.seller, found.review) };
  },
});
