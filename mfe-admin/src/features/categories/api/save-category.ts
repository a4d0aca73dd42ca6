import { useState } from 'react';
import { createCategory, deleteCategory, isApiError, updateCategory } from '@drops/api-client';
import type { Category } from '@drops/contracts';
import { toast } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { failureToast } from '../../../shared/failure-toast';
import { useApi } from '@drops/remote-kit';

/** What a save or delete ended with; `fieldError` is the server's message for the name field. */
export type CategoryOutcome = { ok: true } | { ok: false; fieldError?: string };

/**
 * The name as saved: trimmed. Null when nothing is left (spec section 5: a trimmed name is
 * required), so the form shows "Category name is required" without asking the server.
 */
export function categoryNameOf(input: string): string | null {
  const name = input.trim();
  return name === '' ? null : name;
}

/**
 * Create, rename and delete, each with the spec's toast; a failure toasts the server's message
 * (or "Failed to create/update/delete category") and hands a field error back to the form.
 */
export function useCategoryChanges(onChanged: () => void) {
  const api = useApi();
  const [busy, setBusy] = useState(false);

  const attempt = async (
    call: () => Promise<unknown>,
    success: string,
    failure: string,
  ): Promise<CategoryOutcome> => {
    setBusy(true);
    try {
      await call();
      toast({ title: success, variant: 'success' });
      onChanged();
      return { ok: true };
    } catch (error) {
      failureToast(error, failure, true);
      const fieldError = isApiError(error) ? error.fieldErrors.name : undefined;
      return { ok: false, fieldError: fieldError ?? undefined };
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    create: (name: string) =>
      attempt(
        () => createCategory(api, { name }),
        adminAreaMessages.categoryCreated,
        adminAreaMessages.createCategoryFailed,
      ),
    rename: (category: Category, name: string) =>
      attempt(
        () => updateCategory(api, category._id, { name }),
        adminAreaMessages.categoryUpdated,
        adminAreaMessages.updateCategoryFailed,
      ),
    remove: (category: Category) =>
      attempt(
        () => deleteCategory(api, category._id),
        adminAreaMessages.categoryDeleted,
        adminAreaMessages.deleteCategoryFailed,
      ),
  };
}
