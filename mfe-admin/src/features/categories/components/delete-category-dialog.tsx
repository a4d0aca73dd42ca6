import type { Category } from '@drops/contracts';
import { Button, Dialog } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';

/** "Are you sure you want to delete the category ...? This action cannot be undone." */
export function DeleteCategoryDialog({
  category,
  open,
  busy,
  onConfirm,
  onClose,
}: {
  category: Category;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      title={adminAreaMessages.deleteCategory}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {adminAreaMessages.cancel}
          </Button>
          <Button $variant="danger" disabled={busy} onClick={onConfirm}>
            {busy ? adminAreaMessages.deleting : adminAreaMessages.delete}
          </Button>
        </>
      }
    >
      <p>
        {adminAreaMessages.deleteCategoryQuestion} <strong>{category.name}</strong>?{' '}
        {adminAreaMessages.cannotBeUndone}
      </p>
    </Dialog>
  );
}
