import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CollectionQuerySchema,
  IdParamsSchema,
  SuccessMessageSchema,
  collectionMessages,
} from '@drops/contracts';
import { collectionErrorResponses, collectionNotFound } from './responses';

/** DELETE /collections/:id: the drops in it stay, with no collection. */
const deleteCollectionRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/collections/:id',
    {
      schema: {
        params: IdParamsSchema,
        querystring: CollectionQuerySchema,
        response: { 200: SuccessMessageSchema, ...collectionErrorResponses },
      },
    },
    async (request) => {
      const sellerId = request.sellerAccount.id;
      const removed = await app.db.transaction(async (trx) => {
        await app.productsRepository.detachCollection(sellerId, request.params.id, trx);
        return app.collectionsRepository.remove(sellerId, request.params.id, trx);
      });
      if (!removed) throw collectionNotFound();
      return { success: true as const, message: collectionMessages.deleted };
    },
  );
};

export default deleteCollectionRoute;
