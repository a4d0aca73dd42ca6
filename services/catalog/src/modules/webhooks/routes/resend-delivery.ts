import { WebhookDeliveryParamsSchema, webhookMessages } from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import { queuedDeliveryRoute } from './queued-delivery-route';

/**
 * POST /seller/webhooks/:id/deliveries/:deliveryId/resend: the same message (same `webhook-id`,
 * so a receiver can tell it had it) due again now, with a new 24 h of retries; answers 202.
 */
export default queuedDeliveryRoute('/seller/webhooks/:id/deliveries/:deliveryId/resend', {
  params: WebhookDeliveryParamsSchema,
  message: webhookMessages.resendQueued,
  queue: async (app, { endpoint, params }) => {
    const { deliveryId } = params;
    if (!(await app.webhookDeliveriesRepository.resend(endpoint.id, deliveryId)))
      throw new NotFoundError(webhookMessages.deliveryNotFound, 'DELIVERY_NOT_FOUND');
    return deliveryId;
  },
});
