import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NoBodySchema,
  WebhookDeliveryParamsSchema,
  WebhookDeliveryResponseSchema,
  webhookMessages,
} from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import { ownedEndpoint, webhookErrorResponses } from './responses';

/**
 * POST /seller/webhooks/:id/deliveries/:deliveryId/resend: the same message (same `webhook-id`,
 * so a receiver can tell it had it) due again now, with a new 24 h of retries; answers 202.
 */
const resendDeliveryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/webhooks/:id/deliveries/:deliveryId/resend',
    {
      schema: {
        params: WebhookDeliveryParamsSchema,
        body: NoBodySchema,
        response: { 202: WebhookDeliveryResponseSchema, ...webhookErrorResponses },
      },
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      const endpoint = await ownedEndpoint(app, request.sellerAccount.id, id);
      const deliveries = app.webhookDeliveriesRepository;
      if (!(await deliveries.resend(endpoint.id, deliveryId)))
        throw new NotFoundError(webhookMessages.deliveryNotFound, 'DELIVERY_NOT_FOUND');
      app.webhookWorker.kick();
      const delivery = await deliveries.findForEndpoint(endpoint.id, deliveryId);
      if (!delivery) throw new NotFoundError(webhookMessages.deliveryNotFound);
      return reply
        .status(202)
        .send({ success: true, message: webhookMessages.resendQueued, data: delivery });
    },
  );
};

export default resendDeliveryRoute;
