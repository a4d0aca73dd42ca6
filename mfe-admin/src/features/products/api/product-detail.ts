import { getAdminProduct } from '@drops/api-client';
import { adminAreaMessages } from '../../../messages';
import { queryKeys } from '@drops/remote-kit';
import { useAdminDetailQuery } from '../../../shared/admin-query';

/** GET /admin/products/{id} for the detail modal; any failure reads "Failed to load product details". */
export function useProductDetail(productId: string) {
  return useAdminDetailQuery(
    (api) => getAdminProduct(api, productId),
    adminAreaMessages.productDetailsFailed,
    queryKeys.admin.product(productId),
  );
}
