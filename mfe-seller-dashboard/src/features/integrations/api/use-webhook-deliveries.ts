import { useEffect } from 'react';
import { errorMessage, listWebhookDeliveries } from '@drops/api-client';
import type { WebhookDelivery } from '@drops/contracts';
import { queryKeys, useAreaQuery } from '@drops/remote-kit';
import { integrationsMessages } from '../../../messages';

/** While a delivery waits for its first attempt, the list is read again this often. */
const pendingRefreshMs = 1_500;

/**
 * `GET /seller/webhooks/{id}/deliveries`. A delivery not yet tried is read again every 1.5 s
 * (sending takes the worker a moment), so a test's outcome appears without a click. Queuing a
 * test invalidates it (`queryKeys.seller.webhookDeliveries`).
 */
export function useWebhookDeliveries(endpointId: string) {
  const remote = useAreaQuery<WebhookDelivery[]>(
    queryKeys.seller.webhookDeliveries(endpointId),
    async (api) => (await listWebhookDeliveries(api, endpointId)).data,
    { describeError: (error) => errorMessage(error, integrationsMessages.deliveriesFailed) },
  );
  const { state, refresh } = remote;
  const waiting =
    state.status === 'ready' &&
    state.data.some((delivery) => delivery.status === 'pending' && delivery.attempts.length === 0);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void refresh().catch(() => undefined), pendingRefreshMs);
    return () => clearInterval(timer);
  }, [waiting, refresh]);
  return remote;
}
