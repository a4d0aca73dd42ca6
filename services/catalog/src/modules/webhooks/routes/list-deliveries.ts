import {
  IdParamsSchema,
  webhookDeliveriesPageSize,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveriesResponseSchema,
} from '@drops/contracts';
import { readRoute } from '@drops/service-kit';
import { ownedEndpoint, webhookErrorResponses } from './responses';

/** GET /seller/webhooks/:id/deliveries: newest first, each with its attempts' status and time. */
export default readRoute('/seller/webhooks/:id/deliveries', {
  params: IdParamsSchema,
  querystring: WebhookDeliveriesQuerySchema,
  response: { 200: WebhookDeliveriesResponseSchema, ...webhookErrorResponses },
  read: async (app, request) => {
    const endpoint = await ownedEndpoint(app, request.sellerAccount.id, request.params.id);
    return app.webhookDeliveriesRepository.listForEndpoint(
      endpoint.id,
      request.query.limit ?? webhookDeliveriesPageSize,
    );
  },
});
