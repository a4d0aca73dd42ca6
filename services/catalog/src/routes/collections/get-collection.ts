import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CollectionQuerySchema, CollectionResponseSchema, IdParamsSchema } from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import { collectionErrorResponses } from './responses';

/** GET /collections/:id: one of the caller's collections; anyone else's answers 404. */
export const getCollectionRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id',
    {
      preHandler: app.requireSellerAccount,
      schema: {
        params: IdParamsSchema,
        querystring: CollectionQuerySchema,
        response: { 200: CollectionResponseSchema, ...collectionErrorResponses },
      },
    },
    async (request) => {
      const collection = await app.collectionsRepository.findOwned(
        request.sellerAccount.id,
        request.params.id,
      );
      if (!collection) throw new NotFoundError(undefined, 'COLLECTION_NOT_FOUND');
      return { success: true as const, data: collection };
    },
  );
};
