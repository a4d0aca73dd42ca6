import { sendTestWebhook, type ApiClient } from '@drops/api-client';
import { failureMessage } from '../../../lib/failure-message';
import { integrationsMessages } from '../../../messages';

/** `POST /seller/webhooks/{id}/test`: null once queued, else the message to show. */
export const queueTestWebhook = (api: ApiClient, id: string) =>
  failureMessage(() => sendTestWebhook(api, id), integrationsMessages.testFailed);
