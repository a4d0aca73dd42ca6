import type { WebhookEndpoint } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { RemovalDialog } from '../../../lib/removal-dialog';
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
  return (
    <RemovalDialog
      subject={endpoint}
      title={messages.removeTitle}
      cancelLabel={messages.cancel}
      confirmLabel={messages.removeConfirm}
      busyLabel={messages.removing}
      remove={(removing) => removeWebhook(api, removing._id)}
      errorTitle={messages.errorTitle}
      removed={{ title: messages.removed }}
      onClose={onClose}
      onRemoved={(removed) => onRemoved(removed._id)}
    >
      {endpoint ? messages.removeBody(endpoint.url) : null}
    </RemovalDialog>
  );
}
