import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema, webhookMessages } from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import type { WebhookEndpointRow } from '../webhook-endpoints-repository';

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
export async function ownedEndpoint(
  app: FastifyInstance,
  sellerId: string,
  id: string,
): Promise<WebhookEndpointRow> {
  const endpoint = await app.webhookEndpointsRepository.findOwned(sellerId, id);
  if (!endpoint) throw webhookNotFound();
  return endpoint;
}
