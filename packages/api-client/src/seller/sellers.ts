import type { SellerResponse, SellerUpdateBody, SellerWithReviewResponse } from '@drops/contracts';
import type { ApiClient } from '../client';

const ownPath = (client: ApiClient) => `/seller/${encodeURIComponent(client.sellerId())}`;

/** GET /seller/{id}: the signed-in seller as the server has it (approval, invitation, review). */
export async function getSeller(client: ApiClient) {
  return client.request<SellerWithReviewResponse>('GET', ownPath(client));
}

/** PUT /seller/{id}: any subset of the signed-in seller's editable fields. */
export async function updateSeller(client: ApiClient, body: SellerUpdateBody) {
  return client.request<SellerResponse>('PUT', ownPath(client), { body });
}
