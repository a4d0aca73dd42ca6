import { createWebhook, refusalOf, type ApiClient, type ServerRefusal } from '@drops/api-client';
import type { WebhookCreateBody, WebhookCreated } from '@drops/contracts';
import { integrationsMessages } from '../../../messages';

export const webhookFormFields = ['url', 'events', 'description'] as const;
export type WebhookFormField = (typeof webhookFormFields)[number];

/** `POST /seller/webhooks`: the new endpoint with its secret, or what the form shows instead. */
export async function submitWebhook(
  api: ApiClient,
  body: WebhookCreateBody,
): Promise<{ created: WebhookCreated } | { refusal: ServerRefusal<WebhookFormField> }> {
  try {
    return { created: (await createWebhook(api, body)).data };
  } catch (error) {
    // An error on an event item (`events.1`) is not a field the form shows: it joins the alert.
    return { refusal: refusalOf(error, webhookFormFields, integrationsMessages.createFailed) };
  }
}
