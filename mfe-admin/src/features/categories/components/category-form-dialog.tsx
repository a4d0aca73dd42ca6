import { useId, type FormEvent } from 'react';
import type { Category } from '@drops/contracts';
import { Button, Dialog, TextField, useSingleTextField } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { categoryNameOf, type CategoryOutcome } from '../api/save-category';

export interface CategoryFormDialogProps {
  /** The category to rename; absent to create one. */
  category?: Category;
  open: boolean;
  busy: boolean;
  onSave: (name: string) => Promise<CategoryOutcome>;
  onClose: () => void;
}

/**
 * Create and edit: the trimmed name is required; an edit that leaves the name as it was simply
 * closes (spec section 5). Errors go on the field, which takes the focus.
 */
export function CategoryFormDialog({
  category,
  open,
  busy,
  onSave,
  onClose,
}: CategoryFormDialogProps) {
  const formId = useId();
  const name = useSingleTextField(category?.name ?? '');
  const editing = category !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = categoryNameOf(name.value);
    if (trimmed === null) {
      name.refuse(adminAreaMessages.categoryNameRequired);
      return;
    }
    if (editing && trimmed === category.name) {
      onClose();
      return;
    }
    const outcome = await onSave(trimmed);
    if (outcome.ok) onClose();
    else name.refuse(outcome.fieldError);
  };

  const idle = editing ? adminAreaMessages.save : adminAreaMessages.create;
  const working = editing ? adminAreaMessages.saving : adminAreaMessages.creating;
  return (
    <Dialog
      open={open}
      title={editing ? adminAreaMessages.editCategory : adminAreaMessages.createCategory}
      onClose={onClose}
      actions={
        <>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? working : idle}
          </Button>
          <Button $variant="secondary" onClick={onClose}>
            {adminAreaMessages.cancel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextField
          {...name.field}
          label={adminAreaMessages.categoryName}
          name="name"
          autoComplete="off"
          error={name.error}
          maxLength={1000}
        />
      </form>
    </Dialog>
  );
}
