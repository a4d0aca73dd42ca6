import {
  ErrorBodySchema,
  InternalSellersQuerySchema,
  InternalSellersResponseSchema,
} from '@drops/contracts';
import { readRoute } from '@drops/service-kit';
import { sellersRepository } from '../../sellers-repository-key';
import { idsOf } from './ids-query';

/** Ids per batch lookup: a page of the admin lists is at most 100 products. */
const maxIds = 500;

/**
 * GET /internal/sellers: the review list (filters, newest first), or with `ids` the sellers
 * holding those ids in one query (the admin product list attaches them to a page).
 */
export default readRoute('/internal/sellers', {
  querystring: InternalSellersQuerySchema,
  response: { 200: InternalSellersResponseSchema, 400: ErrorBodySchema },
  read: async (app, request) => {
    const { ids, ...filters } = request.query;
    if (ids === undefined) return app[sellersRepository].list(filters);
    const items = await app[sellersRepository].findByIds(idsOf(ids, maxIds));
    return { items, total: items.length };
  },
});
