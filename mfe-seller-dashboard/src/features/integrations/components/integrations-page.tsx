import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import type { WebhookCreated, WebhookEndpoint } from '@drops/contracts';
import { sellerAtom } from '@drops/session';
import { Muted, PageTitle, SectionTitle, Stack, StackList } from '@drops/ui';
import { integrationsMessages as messages } from '../../../messages';
import { useWebhooks } from '../api/use-webhooks';
import { EndpointItem } from './endpoint-item';
import { RemoteList } from './remote-list';
import { RemoveEndpointDialog } from './remove-endpoint-dialog';
import { SecretReveal } from './secret-reveal';
import { WebhookForm } from './webhook-form';

/** `/integrations` (issue 17): the seller's webhook endpoints. */
export function IntegrationsPage() {
  const seller = useAtomValue(sellerAtom);
  if (!seller) return <Navigate to="/signin" replace />;
  return <Integrations />;
}

function withoutSecret({ secret, ...endpoint }: WebhookCreated): WebhookEndpoint {
  void secret;
  return endpoint;
}

function Integrations() {
  const { state, retry, update } = useWebhooks();
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);

  return (
    <Stack $gap={6}>
      <header>
        <PageTitle>{messages.title}</PageTitle>
        <Muted>{messages.intro}</Muted>
      </header>
      <WebhookForm
        onCreated={(endpoint) => {
          setCreated(endpoint);
          update((list) => [...list, withoutSecret(endpoint)]);
        }}
      />
      {created ? <SecretReveal created={created} onDone={() => setCreated(null)} /> : null}
      <Stack as="section" $gap={4} aria-labelledby="webhook-list-title">
        <SectionTitle id="webhook-list-title">{messages.listTitle}</SectionTitle>
        <RemoteList state={state} retry={retry} words={messages.endpointList}>
          {(endpoints) => (
            <StackList $gap={4}>
              {endpoints.map((endpoint) => (
                <EndpointItem key={endpoint._id} endpoint={endpoint} onRemove={setRemoving} />
              ))}
            </StackList>
          )}
        </RemoteList>
      </Stack>
      <RemoveEndpointDialog
        endpoint={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(id) => {
          if (created?._id === id) setCreated(null);
          update((list) => list.filter((endpoint) => endpoint._id !== id));
        }}
      />
    </Stack>
  );
}
