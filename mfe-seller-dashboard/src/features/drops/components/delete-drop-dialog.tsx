import { useState } from 'react';
import type { Product } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { Button, Dialog, toast } from '@drops/ui';
import { dashboardMessages } from '../../../messages';
import { deleteDrop } from '../api/delete-drop';

/**
 * Asks before a drop is removed for good; on success "DROP DELETED." / "Your drop has been
 * removed" and `onDeleted` (the list refreshes), on failure the server's message or "Failed to delete product" (spec section 8).
 */
export function DeleteDropDialog({
  drop,
  onClose,
  onDeleted,
}: {
  drop: Product | null;
  onClose: () => void;
  onDeleted: (dropId: string) => void;
}) {
  const api = useApi();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!drop) return;
    setBusy(true);
    const failure = await deleteDrop(api, drop._id);
    setBusy(false);
    onClose();
    if (failure) {
      toast({ title: dashboardMessages.errorTitle, description: failure, variant: 'error' });
      return;
    }
    toast({
      title: dashboardMessages.deleted,
      description: dashboardMessages.removed,
      variant: 'success',
    });
    onDeleted(drop._id);
  };

  return (
    <Dialog
      open={drop !== null}
      title={dashboardMessages.deleteTitle}
      onClose={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            {dashboardMessages.cancel}
          </Button>
          <Button $variant="danger" onClick={confirm} disabled={busy}>
            {busy ? dashboardMessages.deleting : dashboardMessages.deleteConfirm}
          </Button>
        </>
      }
    >
      {drop ? dashboardMessages.deleteBody(drop.name) : null}
    </Dialog>
  );
}
