import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CollectionBodySchema,
  CollectionResponseSchema,
  IdParamsSchema,
  collectionMessages,
} from '@drops/contracts';
import { isUniqueViolation } from '@drops/db';
import { checkedCollectionName, nameTaken } from './collection-name';
import { collectionErrorResponses, ownedCollection } from './responses';

/** PUT /collections/:id: renames one of the caller's collections (a change of case is allowed). */
const updateCollectionRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/collections/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: CollectionBodySchema,
        response: { 200: CollectionResponseSchema, ...collectionErrorResponses },
      },
    },
    async (request) => {
      const sellerId = request.sellerAccount.id;
      const { id } = request.params;
      await ownedCollection(app, sellerId, id);
      const name = await checkedCollectionName(app, sellerId, request.body.collectionName, id);
      try {
        await app.collectionsRepository.rename(sellerId, id, name);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      const collection = await ownedCollection(app, sellerId, id);
      return { success: true as const, message: collectionMessages.updated, data: collection };
    },
  );
};

export default updateCollectionRoute;
