import type { ProductResponse, ProductStatusBody } from '@drops/contracts';
import type { ApiClient } from '../client';

/** PUT /seller/products/{id}/status: publish, or Draft to stop selling. */
export async function updateSellerProductStatus(
  client: ApiClient,
  productId: string,
  body: Omit<ProductStatusBody, 'sellerId'>,
) {
  return client.request<ProductResponse>(
    'PUT',
    `/seller/products/${encodeURIComponent(productId)}/status`,
    { body: { ...body, sellerId: client.sellerId() } },
  );
}
