import { deleteWebhook, errorMessage, type ApiClient } from '@drops/api-client';
import { integrationsMessages } from '../../../messages';

/** `DELETE /seller/webhooks/{id}`: null on success, else the message to show. */
export async function removeWebhook(api: ApiClient, id: string): Promise<string | null> {
  try {
    await deleteWebhook(api, id);
    return null;
  } catch (error) {
    return errorMessage(error, integrationsMessages.removeFailed);
  }
}
