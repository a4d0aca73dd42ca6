import { updateSeller, type ApiClient } from '@drops/api-client';
import type { Seller, SellerUpdateBody } from '@drops/contracts';

/** `PUT /seller/{id}` of the signed-in seller; the updated seller, or the error for the caller to report or log. */
export async function saveSeller(
  api: ApiClient,
  changes: SellerUpdateBody,
): Promise<{ seller: Seller } | { error: unknown }> {
  try {
    const response = await updateSeller(api, changes);
    return { seller: response.data };
  } catch (error) {
    return { error };
  }
}
