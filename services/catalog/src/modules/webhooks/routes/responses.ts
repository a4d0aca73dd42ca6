import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema, webhookMessages } from '@drops/contracts';
import { foundOr404, NotFoundError } from '@drops/service-kit';

/** Error answers every webhook route may give, in the one error body. */
export const webhookErrorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

export const webhookNotFound = () =>
  new NotFoundError(webhookMessages.webhookNotFound, 'WEBHOOK_NOT_FOUND');

/** The caller's endpoint `id`; anyone else's, like an unknown one, answers 404. */
export const ownedEndpoint = (app: FastifyInstance, sellerId: string, id: string) =>
  foundOr404(app.webhookEndpointsRepository.findOwned(sellerId, id), webhookNotFound);
