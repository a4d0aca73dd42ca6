import { CollectionListResponseSchema, CollectionQuerySchema } from '@drops/contracts';
import { readRoute } from '@drops/service-kit';
import { collectionErrorResponses } from './responses';

/** GET /collections: the caller's collections, oldest first. */
export default readRoute('/collections', {
  querystring: CollectionQuerySchema,
  response: { 200: CollectionListResponseSchema, ...collectionErrorResponses },
  read: (app, request) => app.collectionsRepository.list(request.sellerAccount.id),
});
