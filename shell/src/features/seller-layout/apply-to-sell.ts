import { updateSeller, type ApiClient } from '@drops/api-client';
import type { Seller } from '@drops/contracts';

/** `PUT /seller/{id}` with isRequestedforSell; resolves with the updated seller, or null on failure. */
export async function applyToSell(client: ApiClient): Promise<Seller | null> {
  try {
    const response = await updateSeller(client, { isRequestedforSell: true });
    return response.data;
  } catch (error) {
    // Spec section 8: apply-to-sell failures are only logged; nothing is shown to the user.
    console.warn('[shell] apply to sell failed', error);
    return null;
  }
}
