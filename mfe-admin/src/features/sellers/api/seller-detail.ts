import { getAdminSeller } from '@drops/api-client';
import { adminAreaMessages } from '../../../messages';
import { queryKeys } from '@drops/remote-kit';
import { useAdminDetailQuery } from '../../../shared/admin-query';

/**
 * GET /admin/sellers/{id} for the detail modal. Any failure reads "Failed to load seller details"
 * (spec section 8: the modal's own message, whatever the server said).
 */
export function useSellerDetail(sellerId: string) {
  return useAdminDetailQuery(
    (api) => getAdminSeller(api, sellerId),
    adminAreaMessages.sellerDetailsFailed,
    queryKeys.admin.seller(sellerId),
  );
}
