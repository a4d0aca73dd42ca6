import type {
  SuccessMessage,
  WebhookCreateBody,
  WebhookCreatedResponse,
  WebhookDeliveriesResponse,
  WebhookDeliveryResponse,
  WebhookListResponse,
} from '@drops/contracts';
import type { ApiClient } from '../client';
import { postBody } from '../endpoint';

const endpointPath = (id: string) => `/seller/webhooks/${encodeURIComponent(id)}`;

/** GET /seller/webhooks: the signed-in seller's endpoints (no secrets). */
export function listWebhooks(client: ApiClient) {
  return client.request<WebhookListResponse>('GET', '/seller/webhooks');
}

/** POST /seller/webhooks: the answer holds the signing secret, shown this once. */
export const createWebhook = postBody<WebhookCreateBody, WebhookCreatedResponse>(
  '/seller/webhooks',
);

/** DELETE /seller/webhooks/{id}. */
export function deleteWebhook(client: ApiClient, id: string) {
  return client.request<SuccessMessage>('DELETE', endpointPath(id));
}

/** POST /seller/webhooks/{id}/test: queued, sent by the catalog's worker. */
export function sendTestWebhook(client: ApiClient, id: string) {
  return client.request<WebhookDeliveryResponse>('POST', `${endpointPath(id)}/test`);
}

/** GET /seller/webhooks/{id}/deliveries: newest first, with each attempt. */
export function listWebhookDeliveries(client: ApiClient, id: string) {
  return client.request<WebhookDeliveriesResponse>('GET', `${endpointPath(id)}/deliveries`);
}

/** POST /seller/webhooks/{id}/deliveries/{deliveryId}/resend. */
export function resendWebhookDelivery(client: ApiClient, id: string, deliveryId: string) {
  return client.request<WebhookDeliveryResponse>(
    'POST',
    `${endpointPath(id)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
  );
}
