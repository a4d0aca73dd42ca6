import { NoInputSchema, WebhookListResponseSchema } from '@drops/contracts';
import { readRoute } from '@drops/service-kit';
import { webhookErrorResponses } from './responses';

/** GET /seller/webhooks: the caller's endpoints, oldest first, without their secrets. */
export default readRoute('/seller/webhooks', {
  querystring: NoInputSchema,
  response: { 200: WebhookListResponseSchema, ...webhookErrorResponses },
  read: (app, request) => app.webhookEndpointsRepository.listOwned(request.sellerAccount.id),
});
