import type { SuccessMessage } from '@drops/contracts';
import type { ApiClient } from '../client';

/** DELETE /seller/products/{id}?sellerId: removes one of the signed-in seller's drops for good. */
export async function deleteSellerProduct(client: ApiClient, productId: string) {
  return client.request<SuccessMessage>(
    'DELETE',
    `/seller/products/${encodeURIComponent(productId)}`,
    { query: { sellerId: client.sellerId() } },
  );
}
