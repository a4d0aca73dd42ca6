import type { Product } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { RemovalDialog } from '../../../lib/removal-dialog';
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
  return (
    <RemovalDialog
      subject={drop}
      title={dashboardMessages.deleteTitle}
      cancelLabel={dashboardMessages.cancel}
      confirmLabel={dashboardMessages.deleteConfirm}
      busyLabel={dashboardMessages.deleting}
      remove={(removing) => deleteDrop(api, removing._id)}
      errorTitle={dashboardMessages.errorTitle}
      removed={{ title: dashboardMessages.deleted, description: dashboardMessages.removed }}
      onClose={onClose}
      onRemoved={(removed) => onDeleted(removed._id)}
    >
      {drop ? dashboardMessages.deleteBody(drop.name) : null}
    </RemovalDialog>
  );
}
