import type { SellerResponse, SellerUpdateBody, SellerWithReviewResponse } from '@drops/contracts';
import type { ApiClient } from '../client';

/** GET /seller/{id}: the approval and invitation check, with the review of the account. */
export function getSeller(client: ApiClient, sellerId: string) {
  return client.request<SellerWithReviewResponse>('GET', `/seller/${encodeURIComponent(sellerId)}`);
}

/** PUT /seller/{id}: any subset of the seller's editable fields. */
export function updateSeller(client: ApiClient, sellerId: string, body: SellerUpdateBody) {
  return client.request<SellerResponse>('PUT', `/seller/${encodeURIComponent(sellerId)}`, { body });
}
