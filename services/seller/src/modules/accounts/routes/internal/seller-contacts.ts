import {
  ErrorBodySchema,
  InternalSellerContactsQuerySchema,
  InternalSellerContactsResponseSchema,
} from '@drops/contracts';
import { readRoute } from '@drops/service-kit';
import { sellersRepository } from '../../sellers-repository-key';
import { idsOf } from './ids-query';

/** Ids per lookup: the largest batch an export reads. */
const maxIds = 1000;

/**
 * GET /internal/batches/seller-contacts?ids=: the id, username and email of each seller named
 * (found ones only), in one query: what the admin's product export writes beside each drop.
 */
export default readRoute('/internal/batches/seller-contacts', {
  querystring: InternalSellerContactsQuerySchema,
  response: { 200: InternalSellerContactsResponseSchema, 400: ErrorBodySchema },
  read: async (app, request) => ({
    items: await app[sellersRepository].contactsByIds(idsOf(request.query.ids, maxIds)),
  }),
});
