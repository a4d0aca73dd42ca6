import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CollectionQuerySchema, CollectionResponseSchema, IdParamsSchema } from '@drops/contracts';
import { collectionErrorResponses, ownedCollection } from './responses';

/** GET /collections/:id: one of the caller's collections; anyone else's answers 404. */
const getCollectionRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/collections/:id',
    {
      schema: {
        params: IdParamsSchema,
        querystring: CollectionQuerySchema,
        response: { 200: CollectionResponseSchema, ...collectionErrorResponses },
      },
    },
    async (request) => {
      const collection = await ownedCollection(app, request.sellerAccount.id, request.params.id);
      return { success: true as const, data: collection };
    },
  );
};

export default getCollectionRoute;
