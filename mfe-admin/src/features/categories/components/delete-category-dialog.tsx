import type { Category } from '@drops/contracts';
import { ConfirmDialog } from '@drops/ui';
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
    <ConfirmDialog
      open={open}
      title={adminAreaMessages.deleteCategory}
      onClose={onClose}
      cancelLabel={adminAreaMessages.cancel}
      confirmLabel={busy ? adminAreaMessages.deleting : adminAreaMessages.delete}
      confirmVariant="danger"
      busy={busy}
      onConfirm={onConfirm}
    >
      <p>
        {adminAreaMessages.deleteCategoryQuestion} <strong>{category.name}</strong>?{' '}
        {adminAreaMessages.cannotBeUndone}
      </p>
    </ConfirmDialog>
  );
}
