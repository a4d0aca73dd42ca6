import { errorMessage, listWebhooks } from '@drops/api-client';
import type { WebhookEndpoint } from '@drops/contracts';
import { useRemoteData } from '@drops/remote-kit';
import { integrationsMessages } from '../../../messages';

/** `GET /seller/webhooks`: the seller's endpoints, with `retry`, `refresh` and `update`. */
export function useWebhooks() {
  return useRemoteData<WebhookEndpoint[]>(
    async (api) => (await listWebhooks(api)).data,
    'webhooks',
    { describeError: (error) => errorMessage(error, integrationsMessages.fetchFailed) },
  );
}
