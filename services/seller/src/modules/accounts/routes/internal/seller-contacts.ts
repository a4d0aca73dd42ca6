import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  InternalSellerContactsQuerySchema,
  InternalSellerContactsResponseSchema,
} from '@drops/contracts';
import { sellersRepository } from '../../sellers-repository-key';
import { idsOf } from './ids-query';

/** Ids per lookup: the largest batch an export reads. */
const maxIds = 1000;

/**
 * GET /internal/batches/seller-contacts?ids=: the id, username and email of each seller named
 * (found ones only), in one query: what the admin's product export writes beside each drop.
 */
const sellerContactsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/internal/batches/seller-contacts',
    {
      schema: {
        querystring: InternalSellerContactsQuerySchema,
        response: { 200: InternalSellerContactsResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const items = await app[sellersRepository].contactsByIds(idsOf(request.query.ids, maxIds));
      return { success: true as const, data: { items } };
    },
  );
};

export default sellerContactsRoute;
