import { errorMessage, sendTestWebhook, type ApiClient } from '@drops/api-client';
import { integrationsMessages } from '../../../messages';

/** `POST /seller/webhooks/{id}/test`: null once queued, else the message to show. */
export async function queueTestWebhook(api: ApiClient, id: string): Promise<string | null> {
  try {
    await sendTestWebhook(api, id);
    return null;
  } catch (error) {
    return errorMessage(error, integrationsMessages.testFailed);
  }
}
