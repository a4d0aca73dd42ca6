import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  NoBodySchema,
  webhookMessages,
  WebhookDeliveryResponseSchema,
} from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import { queueTestDelivery } from '../domain/fan-out';
import { ownedEndpoint, webhookErrorResponses } from './responses';

/**
 * POST /seller/webhooks/:id/test: queues a `webhook.test` delivery and answers 202 at once; the
 * worker sends it, so a slow receiver never holds this request.
 */
const testWebhookRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/webhooks/:id/test',
    {
      schema: {
        params: IdParamsSchema,
        body: NoBodySchema,
        response: { 202: WebhookDeliveryResponseSchema, ...webhookErrorResponses },
      },
    },
    async (request, reply) => {
      const sellerId = request.sellerAccount.id;
      const endpoint = await ownedEndpoint(app, sellerId, request.params.id);
      const id = await queueTestDelivery(app.webhookDeliveriesRepository, {
        id: endpoint.id,
        sellerId,
      });
      app.webhookWorker.kick();
      const delivery = await app.webhookDeliveriesRepository.findForEndpoint(endpoint.id, id);
      if (!delivery) throw new NotFoundError(webhookMessages.deliveryNotFound);
      return reply
        .status(202)
        .send({ success: true, message: webhookMessages.testQueued, data: delivery });
    },
  );
};

export default testWebhookRoute;
