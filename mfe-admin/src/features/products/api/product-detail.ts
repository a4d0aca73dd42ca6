import { getAdminProduct } from '@drops/api-client';
import { adminAreaMessages } from '../../../messages';
import { queryKeys } from '@drops/remote-kit';
import { useAdminQuery } from '../../../shared/admin-query';

/** GET /admin/products/{id} for the detail modal; any failure reads "Failed to load product details". */
export function useProductDetail(productId: string) {
  return useAdminQuery(
    async (api) => (await getAdminProduct(api, productId)).data,
    adminAreaMessages.productDetailsFailed,
    queryKeys.admin.product(productId),
    { preferServerMessage: false },
  );
}
