import { IdParamsSchema, webhookMessages } from '@drops/contracts';
import { queueTestDelivery } from '../domain/fan-out';
import { queuedDeliveryRoute } from './queued-delivery-route';

/** POST /seller/webhooks/:id/test: queues a `webhook.test` delivery and answers 202 at once. */
export default queuedDeliveryRoute('/seller/webhooks/:id/test', {
  params: IdParamsSchema,
  message: webhookMessages.testQueued,
  queue: (app, { endpoint, sellerId }) =>
    queueTestDelivery(app.webhookDeliveriesRepository, { id: endpoint.id, sellerId }),
});
