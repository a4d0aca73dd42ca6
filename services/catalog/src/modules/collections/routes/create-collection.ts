import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CollectionBodySchema,
  CollectionResponseSchema,
  collectionMessages,
} from '@drops/contracts';
import { isUniqueViolation } from '@drops/db';
import { checkedCollectionName, nameTaken } from './collection-name';
import { collectionErrorResponses } from './responses';

/** POST /collections: a new collection of the caller's; names are unique per seller, any case. */
const createCollectionRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/collections',
    {
      preHandler: app.idempotency.preHandler,
      onSend: app.idempotency.onSend,
      schema: {
        body: CollectionBodySchema,
        response: { 201: CollectionResponseSchema, ...collectionErrorResponses },
      },
    },
    async (request, reply) => {
      const sellerId = request.sellerAccount.id;
      const name = await checkedCollectionName(app, sellerId, request.body.collectionName);
      try {
        const collection = await app.collectionsRepository.insert(sellerId, name);
        return reply
          .status(201)
          .send({ success: true, message: collectionMessages.created, data: collection });
      } catch (error) {
        // Two creates racing for one name: the unique index decides.
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },
  );
};

export default createCollectionRoute;
