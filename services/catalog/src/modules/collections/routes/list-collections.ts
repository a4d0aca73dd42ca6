import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CollectionListResponseSchema, CollectionQuerySchema } from '@drops/contracts';
import { collectionErrorResponses } from './responses';

/** GET /collections: the caller's collections, oldest first. */
const listCollectionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/collections',
    {
      schema: {
        querystring: CollectionQuerySchema,
        response: { 200: CollectionListResponseSchema, ...collectionErrorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.collectionsRepository.list(request.sellerAccount.id),
    }),
  );
};

export default listCollectionsRoute;
