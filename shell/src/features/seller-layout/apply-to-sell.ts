import { updateSeller, type ApiClient } from '@drops/api-client';
import type { Seller } from '@drops/contracts';

/** Spec section 2: only a flex account that has not asked yet and is not approved may apply. */
export function canApplyToSell(
  seller: Pick<Seller, 'accountType' | 'isRequestedforSell' | 'isApproved'>,
): boolean {
  return seller.accountType === 'flex' && !seller.isRequestedforSell && !seller.isApproved;
}

/** `PUT /seller/{id}` with isRequestedforSell; resolves with the updated seller, or null on failure. */
export async function applyToSell(client: ApiClient, sellerId: string): Promise<Seller | null> {
  try {
    const response = await updateSeller(client, sellerId, { isRequestedforSell: true });
    return response.data;
  } catch (error) {
    // Spec section 8: apply-to-sell failures are only logged; nothing is shown to the user.
    console.warn('[shell] apply to sell failed', error);
    return null;
  }
}
