import { deleteSellerProduct, type ApiClient } from '@drops/api-client';
import { failureMessage } from '../../../lib/failure-message';
import { dashboardMessages } from '../../../messages';

/** Deletes a drop; resolves with null on success or the message to show (spec section 8). */
export const deleteDrop = (api: ApiClient, dropId: string) =>
  failureMessage(() => deleteSellerProduct(api, dropId), dashboardMessages.deleteFailed);
