import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  InternalSellersQuerySchema,
  InternalSellersResponseSchema,
} from '@drops/contracts';
import { sellersRepository } from '../../sellers-repository-key';
import { idsOf } from './ids-query';

/** Ids per batch lookup: a page of the admin lists is at most 100 products. */
const maxIds = 500;

/**
 * GET /internal/sellers: the review list (filters, newest first), or with `ids` the sellers
 * holding those ids in one query (the admin product list attaches them to a page).
 */
const listSellersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/internal/sellers',
    {
      schema: {
        querystring: InternalSellersQuerySchema,
        response: { 200: InternalSellersResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { ids, page, limit, status, accountType, search, emailVerified } = request.query;
      if (ids !== undefined) {
        const items = await app[sellersRepository].findByIds(idsOf(ids, maxIds));
        return { success: true as const, data: { items, total: items.length } };
      }
      const data = await app[sellersRepository].list({
        page,
        limit,
        status,
        accountType,
        search,
        emailVerified,
      });
      return { success: true as const, data };
    },
  );
};

export default listSellersRoute;
