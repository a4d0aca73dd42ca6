import { deleteSellerProduct, errorMessage, type ApiClient } from '@drops/api-client';
import { dashboardMessages } from '../../../messages';

/** Deletes a drop; resolves with null on success or the message to show (spec section 8). */
export async function deleteDrop(api: ApiClient, dropId: string): Promise<string | null> {
  try {
    await deleteSellerProduct(api, dropId);
    return null;
  } catch (error) {
    return errorMessage(error, dashboardMessages.deleteFailed);
  }
}
