import { useState } from 'react';
import type { WebhookEndpoint } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { Button, Dialog, toast } from '@drops/ui';
import { integrationsMessages as messages } from '../../../messages';
import { removeWebhook } from '../api/delete-webhook';

/** Asks before an endpoint (and its delivery history) is removed. */
export function RemoveEndpointDialog({
  endpoint,
  onClose,
  onRemoved,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onRemoved: (id: string) => void;
}) {
  const api = useApi();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!endpoint) return;
    setBusy(true);
    const failure = await removeWebhook(api, endpoint._id);
    setBusy(false);
    onClose();
    if (failure) {
      toast({ title: messages.errorTitle, description: failure, variant: 'error' });
      return;
    }
    toast({ title: messages.removed, variant: 'success' });
    onRemoved(endpoint._id);
  };

  return (
    <Dialog
      open={endpoint !== null}
      title={messages.removeTitle}
      onClose={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={busy} data-autofocus>
            {messages.cancel}
          </Button>
          <Button $variant="danger" onClick={() => void confirm()} disabled={busy}>
            {busy ? messages.removing : messages.removeConfirm}
          </Button>
        </>
      }
    >
      {endpoint ? messages.removeBody(endpoint.url) : null}
    </Dialog>
  );
}
