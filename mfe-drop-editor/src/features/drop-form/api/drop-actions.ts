import {
  deleteSellerProduct,
  errorMessage,
  updateSellerProductStatus,
  type ApiClient,
} from '@drops/api-client';
import { statusInputOf } from '@drops/contracts';
import { editorMessages } from '../../../messages';

export type ActionOutcome = { ok: true } | { ok: false; title: string; description?: string };

async function attempt(run: () => Promise<unknown>, failure: string): Promise<ActionOutcome> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    const reason = errorMessage(error, '');
    return { ok: false, title: failure, description: reason || undefined };
  }
}

/** Stop Sell: the published drop goes back to Draft (spec section 4). */
export function stopSelling(client: ApiClient, dropId: string) {
  return attempt(
    () => updateSellerProductStatus(client, dropId, { status: statusInputOf('draft') }),
    editorMessages.moveToDraftFailed,
  );
}

/** DELETE DROP, after the confirmation. */
export function deleteDrop(client: ApiClient, dropId: string) {
  return attempt(() => deleteSellerProduct(client, dropId), editorMessages.deleteDropFailed);
}
