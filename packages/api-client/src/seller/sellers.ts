import type { SellerResponse, SellerUpdateBody } from '@drops/contracts';
import type { ApiClient } from '../client';

/** GET /seller/{id}: the approval and invitation check. */
export function getSeller(client: ApiClient, sellerId: string) {
  return client.request<SellerResponse>('GET', `/seller/${encodeURIComponent(sellerId)}`);
}

/** PUT /seller/{id}: any subset of the seller's editable fields. */
export function updateSeller(client: ApiClient, sellerId: string, body: SellerUpdateBody) {
  return client.request<SellerResponse>('PUT', `/seller/${encodeURIComponent(sellerId)}`, { body });
}
