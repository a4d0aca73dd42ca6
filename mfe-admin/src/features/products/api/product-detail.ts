import { getAdminProduct } from '@drops/api-client';
import { adminAreaMessages } from '../../../messages';
import { useRequest } from '../../../shared/use-request';

/** GET /admin/products/{id} for the detail modal; any failure reads "Failed to load product details". */
export function useProductDetail(productId: string) {
  return useRequest(
    async (api) => (await getAdminProduct(api, productId)).data,
    adminAreaMessages.productDetailsFailed,
    productId,
    { preferServerMessage: false },
  );
}
