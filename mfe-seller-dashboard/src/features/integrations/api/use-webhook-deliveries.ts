import { useEffect } from 'react';
import { errorMessage, listWebhookDeliveries } from '@drops/api-client';
import type { WebhookDelivery } from '@drops/contracts';
import { useRemoteData } from '@drops/remote-kit';
import { integrationsMessages } from '../../../messages';

/** While a delivery waits for its first attempt, the list is read again this often. */
const pendingRefreshMs = 1_500;

/**
 * `GET /seller/webhooks/{id}/deliveries`. A delivery not yet tried is read again every 1.5 s
 * (sending takes the worker a moment), so a test's outcome appears without a click.
 */
export function useWebhookDeliveries(endpointId: string, version: number) {
  const remote = useRemoteData<WebhookDelivery[]>(
    async (api) => (await listWebhookDeliveries(api, endpointId)).data,
    `${endpointId}:${version}`,
    {
      describeError: (error) => errorMessage(error, integrationsMessages.deliveriesFailed),
      keepPreviousData: true,
    },
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
