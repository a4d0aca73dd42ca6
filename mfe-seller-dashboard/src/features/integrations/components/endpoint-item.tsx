import { useId, useState } from 'react';
import type { WebhookEndpoint } from '@drops/contracts';
import { formatDateTime } from '@drops/format';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useApi } from '@drops/remote-kit';
import { Button, toast } from '@drops/ui';
import { integrationsMessages as messages, webhookEventLabels } from '../../../messages';
import { queueTestWebhook } from '../api/send-test-webhook';
import { DeliveriesPanel } from './deliveries-panel';
import { Actions, EndpointUrl, EventList, Panel, Tag } from './integrations.styles';

/** One endpoint: its address, state and events; Send test, its Deliveries, Remove. */
export function EndpointItem({
  endpoint,
  onRemove,
}: {
  endpoint: WebhookEndpoint;
  onRemove: (endpoint: WebhookEndpoint) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const deliveriesId = useId();
  const [open, setOpen] = useState(false);
  const [testing, setTesting] = useState(false);

  const sendTest = async () => {
    setTesting(true);
    const failure = await queueTestWebhook(api, endpoint._id);
    setTesting(false);
    if (failure) {
      toast({ title: messages.errorTitle, description: failure, variant: 'error' });
      return;
    }
    toast({ title: messages.testQueued, variant: 'success' });
    setOpen(true);
    void queryClient.invalidateQueries({
      queryKey: queryKeys.seller.webhookDeliveries(endpoint._id),
    });
  };

  const disabled = endpoint.status === 'disabled';
  return (
    <li>
      <Panel aria-labelledby={`${deliveriesId}-url`}>
        <EndpointUrl id={`${deliveriesId}-url`}>{endpoint.url}</EndpointUrl>
        <Actions>
          <Tag $tone={disabled ? 'danger' : 'success'}>
            {disabled ? messages.disabled : messages.active}
          </Tag>
          {endpoint.failingSince && !disabled ? (
            <Tag $tone="danger">{messages.failingSince(formatDateTime(endpoint.failingSince))}</Tag>
          ) : null}
        </Actions>
        {endpoint.description ? <EventList>{endpoint.description}</EventList> : null}
        {disabled && endpoint.disabledReason ? (
          <EventList>{endpoint.disabledReason}</EventList>
        ) : null}
        <EventList>
          {messages.events}: {endpoint.events.map((type) => webhookEventLabels[type]).join(', ')}
        </EventList>
        <Actions>
          <Button $size="small" disabled={testing || disabled} onClick={() => void sendTest()}>
            {testing ? messages.sending : messages.sendTest}
          </Button>
          <Button
            $variant="secondary"
            $size="small"
            aria-expanded={open}
            aria-controls={open ? deliveriesId : undefined}
            onClick={() => setOpen((value) => !value)}
          >
            {messages.showDeliveries}
          </Button>
          <Button $variant="danger" $size="small" onClick={() => onRemove(endpoint)}>
            {messages.remove}
          </Button>
        </Actions>
        {open ? <DeliveriesPanel id={deliveriesId} endpoint={endpoint} /> : null}
      </Panel>
    </li>
  );
}
