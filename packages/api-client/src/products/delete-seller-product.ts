import type { SuccessMessage } from '@drops/contracts';
import type { ApiClient } from '../client';

/** DELETE /seller/products/{id}?sellerId: removes one of the seller's drops for good. */
export function deleteSellerProduct(client: ApiClient, productId: string, sellerId: string) {
  return client.request<SuccessMessage>(
    'DELETE',
    `/seller/products/${encodeURIComponent(productId)}`,
    { query: { sellerId } },
  );
}
