import {
  ErrorBodySchema,
  InternalSellersBatchQuerySchema,
  InternalSellersBatchResponseSchema,
} from '@drops/contracts';
import { keysetPositionOf } from '@drops/db';
import { readRoute } from '@drops/service-kit';
import { sellersRepository } from '../../sellers-repository-key';

/**
 * GET /internal/batches/sellers: the review list's filters, a batch at a time newest first by
 * keyset (`after` = the previous batch's `next`), for the admin's CSV export of every seller.
 */
export default readRoute('/internal/batches/sellers', {
  querystring: InternalSellersBatchQuerySchema,
  response: { 200: InternalSellersBatchResponseSchema, 400: ErrorBodySchema },
  read: (app, request) => {
    const { after, limit, status, accountType, search, emailVerified } = request.query;
    return app[sellersRepository].batch({
      limit,
      status,
      accountType,
      emailVerified,
      search: search || undefined,
      after: after === undefined ? undefined : keysetPositionOf(after),
    });
  },
});
