import type { FastifyInstance, FastifyPluginAsync, FastifySchema } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import { NoBodySchema, WebhookDeliveryResponseSchema, webhookMessages } from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import type { WebhookEndpointRow } from '../webhook-endpoints-repository';
import { ownedEndpoint, webhookErrorResponses } from './responses';

/** What a delivery is queued from: the caller's endpoint and the url's params. */
interface DeliveryOrigin<Params extends TSchema> {
  endpoint: WebhookEndpointRow;
  params: Static<Params>;
  sellerId: string;
}

interface QueuedDeliveryRoute<Params extends TSchema> {
  /** `id`, the caller's endpoint, and whatever else the url names. */
  params: Params;
  /** The answer's message. */
  message: string;
  /** Queues the delivery on the endpoint and gives its id (or throws the 404 of none to queue). */
  queue: (app: FastifyInstance, origin: DeliveryOrigin<Params>) => Promise<string>;
}

/**
 * `POST <url>` (no body) on one of the caller's endpoints: queues one delivery and answers 202
 * with it at once; the worker, woken here, sends it, so a slow receiver never holds the request.
 */
export function queuedDeliveryRoute<Params extends TSchema>(
  url: string,
  route: QueuedDeliveryRoute<Params>,
): FastifyPluginAsync {
  const schema: FastifySchema = {
    params: route.params,
    body: NoBodySchema,
    response: { 202: WebhookDeliveryResponseSchema, ...webhookErrorResponses },
  };
  return async (app) => {
    app.post(url, { schema }, async (request, reply) => {
      // As `params` validated it (a generic schema gives the request no type of its own).
      const params = request.params as Static<Params> & { id: string };
      const sellerId = request.sellerAccount.id;
      const endpoint = await ownedEndpoint(app, sellerId, params.id);
      const deliveryId = await route.queue(app, { endpoint, params, sellerId });
      app.webhookWorker.kick();
      const delivery = await app.webhookDeliveriesRepository.findForEndpoint(
        endpoint.id,
        deliveryId,
      );
      if (!delivery) throw new NotFoundError(webhookMessages.deliveryNotFound);
      return reply.status(202).send({ success: true, message: route.message, data: delivery });
    });
  };
}
