import { createApiClient, refreshSellerToken } from '@drops/api-client';
import { readSellerSession, renewSellerToken } from '@drops/session';

/**
 * Issue 30: a refused access token is renewed without the person noticing. The browser's
 * httpOnly cookie is traded for a new access token, stored where every area and tab reads it.
 * Calls refused at once share one refresh; a token renewed meanwhile by another area or tab
 * (which bundle their own copy of this module) is used as it is. Null: the session has ended.
 */
let sellerRenewal: Promise<string | null> | null = null;

export function renewSellerAccess(
  apiBaseUrl: string,
  refusedToken: string,
): Promise<string | null> {
  const stored = readSellerSession()?.token;
  if (!stored) return Promise.resolve(null);
  if (stored !== refusedToken) return Promise.resolve(stored);
  sellerRenewal ??= refreshSellerToken(createApiClient({ baseUrl: apiBaseUrl }))
    .then(({ data }) => {
      if (renewSellerToken(refusedToken, data.token)) return data.token;
      return readSellerSession()?.token ?? null;
    })
    // Refused: unless another tab won the same refresh (its token is stored now), it has ended.
    .catch(() => {
      const now = readSellerSession()?.token;
      return now && now !== refusedToken ? now : null;
    })
    .finally(() => {
      sellerRenewal = null;
    });
  return sellerRenewal;
}
