import { deleteWebhook, type ApiClient } from '@drops/api-client';
import { failureMessage } from '../../../lib/failure-message';
import { integrationsMessages } from '../../../messages';

/** `DELETE /seller/webhooks/{id}`: null on success, else the message to show. */
export const removeWebhook = (api: ApiClient, id: string) =>
  failureMessage(() => deleteWebhook(api, id), integrationsMessages.removeFailed);
