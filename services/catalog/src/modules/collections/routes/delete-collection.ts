import { CollectionQuerySchema, IdParamsSchema, collectionMessages } from '@drops/contracts';
import { removeRoute } from '@drops/service-kit';
import { collectionErrorResponses, collectionNotFound } from './responses';

/** DELETE /collections/:id: the drops in it stay, with no collection. */
export default removeRoute('/collections/:id', {
  params: IdParamsSchema,
  querystring: CollectionQuerySchema,
  errors: collectionErrorResponses,
  message: collectionMessages.deleted,
  remove: (app, request) => {
    const sellerId = request.sellerAccount.id;
    return app.db.transaction(async (trx) => {
      await app.productsRepository.detachCollection(sellerId, request.params.id, trx);
      return app.collectionsRepository.remove(sellerId, request.params.id, trx);
    });
  },
  notFound: collectionNotFound,
});
