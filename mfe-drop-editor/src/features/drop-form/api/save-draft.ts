import {
  createSellerProduct,
  errorMessage,
  updateSellerProduct,
  type ApiClient,
} from '@drops/api-client';
import { editorMessages } from '../../../messages';
import type { DraftValues } from '../validation';

export type SaveResult = { ok: true } | { ok: false; message: string };

/** Creates or updates the drop as a Draft (spec section 4). */
export async function saveDraft(
  client: ApiClient,
  sellerId: string,
  dropId: string | undefined,
  values: DraftValues,
): Promise<SaveResult> {
  const body = {
    name: values.name.trim(),
    description: values.description,
    category: values.category,
    status: 'Draft',
    sellerId,
  };
  try {
    if (dropId) await updateSellerProduct(client, dropId, body);
    else await createSellerProduct(client, body);
    return { ok: true };
  } catch (error) {
    const fallback = dropId ? editorMessages.saveDraftFailed : editorMessages.createDraftFailed;
    return { ok: false, message: errorMessage(error, fallback) };
  }
}
