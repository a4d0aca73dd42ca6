import { IdParamsSchema, webhookMessages } from '@drops/contracts';
import { removeRoute } from '@drops/service-kit';
import { webhookErrorResponses, webhookNotFound } from './responses';

/** DELETE /seller/webhooks/:id: the endpoint and its delivery history; nothing more is sent. */
export default removeRoute('/seller/webhooks/:id', {
  params: IdParamsSchema,
  errors: webhookErrorResponses,
  message: webhookMessages.deleted,
  remove: (app, request) =>
    app.webhookEndpointsRepository.remove(request.sellerAccount.id, request.params.id),
  notFound: webhookNotFound,
});
