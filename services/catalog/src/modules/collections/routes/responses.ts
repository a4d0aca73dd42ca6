import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema } from '@drops/contracts';
import { foundOr404, NotFoundError } from '@drops/service-kit';

/** Error answers every collection route may give, in the one error body. */
export const collectionErrorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

export const collectionNotFound = () => new NotFoundError(undefined, 'COLLECTION_NOT_FOUND');

/** The caller's collection `id`; anyone else's, like an unknown one, answers 404. */
export const ownedCollection = (app: FastifyInstance, sellerId: string, id: string) =>
  foundOr404(app.collectionsRepository.findOwned(sellerId, id), collectionNotFound);
