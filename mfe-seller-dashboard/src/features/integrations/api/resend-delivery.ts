import { resendWebhookDelivery, type ApiClient } from '@drops/api-client';
import { failureMessage } from '../../../lib/failure-message';
import { integrationsMessages } from '../../../messages';

/** `POST /seller/webhooks/{id}/deliveries/{deliveryId}/resend`: null once queued, else why not. */
export const resendDelivery = (api: ApiClient, endpointId: string, deliveryId: string) =>
  failureMessage(
    () => resendWebhookDelivery(api, endpointId, deliveryId),
    integrationsMessages.resendFailed,
  );
