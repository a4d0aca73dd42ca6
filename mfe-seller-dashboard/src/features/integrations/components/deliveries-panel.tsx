import { useState } from 'react';
import type { WebhookDelivery, WebhookEndpoint } from '@drops/contracts';
import { formatDateTime } from '@drops/format';
import { useApi } from '@drops/remote-kit';
import { Button, StackList, toast } from '@drops/ui';
import { integrationsMessages as messages } from '../../../messages';
import { resendDelivery } from '../api/resend-delivery';
import { useWebhookDeliveries } from '../api/use-webhook-deliveries';
import { Actions, DeliveryItem, Tag } from './integrations.styles';
import { RemoteList } from './remote-list';

const toneOf = { pending: 'info', succeeded: 'success', failed: 'danger' } as const;

function DeliveryRow({
  delivery,
  onResend,
  busy,
}: {
  delivery: WebhookDelivery;
  onResend: () => void;
  busy: boolean;
}) {
  const last = delivery.attempts.at(-1);
  return (
    <DeliveryItem aria-label={`${delivery.eventType}, ${messages.statusLabels[delivery.status]}`}>
      <dl>
        <dt>{delivery.eventType}</dt>
        <dd>
          <Tag $tone={toneOf[delivery.status]}>{messages.statusLabels[delivery.status]}</Tag>
        </dd>
      </dl>
      <dl>
        <dt>{messages.responseStatus}</dt>
        <dd>{last ? (last.statusCode ?? messages.noResponse) : '–'}</dd>
      </dl>
      <dl>
        <dt>{messages.responseTimeLabel}</dt>
        <dd>{last ? messages.responseTime(last.responseTimeMs) : '–'}</dd>
      </dl>
      <dl>
        <dt>{messages.sentAt}</dt>
        <dd>
          {formatDateTime(last?.attemptedAt ?? delivery.createdAt)} ·{' '}
          {messages.attempts(delivery.attempts.length)}
          {delivery.nextAttemptAt && delivery.attempts.length > 0
            ? ` · ${messages.nextAttempt(formatDateTime(delivery.nextAttemptAt))}`
            : ''}
        </dd>
        {last?.error ? <dd>{last.error}</dd> : null}
      </dl>
      <Button $variant="secondary" $size="small" disabled={busy} onClick={onResend}>
        {messages.sendAgain}
      </Button>
    </DeliveryItem>
  );
}

/** An endpoint's deliveries, newest first, each with its last attempt; one can be sent again. */
export function DeliveriesPanel({ endpoint, id }: { endpoint: WebhookEndpoint; id: string }) {
  const api = useApi();
  const { state, retry, refresh } = useWebhookDeliveries(endpoint._id);
  const [resending, setResending] = useState<string | null>(null);

  const resend = async (delivery: WebhookDelivery) => {
    setResending(delivery._id);
    const failure = await resendDelivery(api, endpoint._id, delivery._id);
    setResending(null);
    if (failure) {
      toast({ title: messages.errorTitle, description: failure, variant: 'error' });
      return;
    }
    toast({ title: messages.resendQueued, variant: 'success' });
    await refresh().catch(() => undefined);
  };

  return (
    <section id={id} aria-label={messages.deliveriesTitle(endpoint.url)}>
      <RemoteList state={state} retry={retry} words={messages.deliveryList}>
        {(deliveries) => (
          <StackList $gap={2}>
            {deliveries.map((delivery) => (
              <DeliveryRow
                key={delivery._id}
                delivery={delivery}
                busy={resending === delivery._id}
                onResend={() => void resend(delivery)}
              />
            ))}
          </StackList>
        )}
      </RemoteList>
      {state.status === 'ready' ? (
        <Actions>
          <Button $variant="ghost" $size="small" onClick={() => void refresh().catch(retry)}>
            {messages.refresh}
          </Button>
        </Actions>
      ) : null}
    </section>
  );
}
