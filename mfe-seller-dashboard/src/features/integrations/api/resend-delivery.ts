import { errorMessage, resendWebhookDelivery, type ApiClient } from '@drops/api-client';
import { integrationsMessages } from '../../../messages';

/** `POST /seller/webhooks/{id}/deliveries/{deliveryId}/resend`: null once queued, else why not. */
export async function resendDelivery(
  api: ApiClient,
  endpointId: string,
  deliveryId: string,
): Promise<string | null> {
  try {
    await resendWebhookDelivery(api, endpointId, deliveryId);
    return null;
  } catch (error) {
    return errorMessage(error, integrationsMessages.resendFailed);
  }
}
