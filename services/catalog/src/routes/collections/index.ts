import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createCollectionRoute } from './create-collection';
import { deleteCollectionRoute } from './delete-collection';
import { getCollectionRoute } from './get-collection';
import { listCollectionsRoute } from './list-collections';
import { updateCollectionRoute } from './update-collection';

/** The seller's collections (series), mounted at /collections. */
export const collectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(listCollectionsRoute);
  await app.register(createCollectionRoute);
  await app.register(getCollectionRoute);
  await app.register(updateCollectionRoute);
  await app.register(deleteCollectionRoute);
};
