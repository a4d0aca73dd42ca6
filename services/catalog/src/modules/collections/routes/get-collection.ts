import { CollectionQuerySchema, CollectionResponseSchema, IdParamsSchema } from '@drops/contracts';
import { readRoute } from '@drops/service-kit';
import { collectionErrorResponses, ownedCollection } from './responses';

/** GET /collections/:id: one of the caller's collections; anyone else's answers 404. */
export default readRoute('/collections/:id', {
  params: IdParamsSchema,
  querystring: CollectionQuerySchema,
  response: { 200: CollectionResponseSchema, ...collectionErrorResponses },
  read: (app, request) => ownedCollection(app, request.sellerAccount.id, request.params.id),
});
