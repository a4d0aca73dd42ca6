import { errorMessage, listWebhooks } from '@drops/api-client';
import type { WebhookEndpoint } from '@drops/contracts';
import { queryKeys, useAreaQuery } from '@drops/remote-kit';
import { integrationsMessages } from '../../../messages';

/** `GET /seller/webhooks`: the seller's endpoints, with `retry`, `refresh` and `update`. */
export function useWebhooks() {
  return useAreaQuery<WebhookEndpoint[]>(
    queryKeys.seller.webhooks(),
    async (api) => (await listWebhooks(api)).data,
    { describeError: (error) => errorMessage(error, integrationsMessages.fetchFailed) },
  );
}
