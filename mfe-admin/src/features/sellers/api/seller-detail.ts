import { getAdminSeller } from '@drops/api-client';
import { adminAreaMessages } from '../../../messages';
import { queryKeys } from '@drops/remote-kit';
import { useAdminQuery } from '../../../shared/admin-query';

/**
 * GET /admin/sellers/{id} for the detail modal. Any failure reads "Failed to load seller details"
 * (spec section 8: the modal's own message, whatever the server said).
 */
export function useSellerDetail(sellerId: string) {
  return useAdminQuery(
    async (api) => (await getAdminSeller(api, sellerId)).data,
    adminAreaMessages.sellerDetailsFailed,
    queryKeys.admin.seller(sellerId),
    { preferServerMessage: false },
  );
}
