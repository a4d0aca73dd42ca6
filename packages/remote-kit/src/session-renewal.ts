import {
  createApiClient,
  refreshAdminToken,
  refreshSellerToken,
  type ApiClient,
} from '@drops/api-client';
import type { TokenRefreshResponse } from '@drops/contracts';
import {
  readAdminSession,
  readSellerSession,
  renewAdminToken,
  renewSellerToken,
} from '@drops/session';

/**
 * Issue 30: a refused access token is renewed without the person noticing. The browser's
 * httpOnly cookie is traded for a new access token, stored where every area and tab reads it.
 * Calls refused at once share one refresh; a token renewed meanwhile by another area or tab
 * (which bundle their own copy of this module) is used as it is. Null: the session has ended.
 */
interface RenewalSteps {
  stored: () => string | undefined;
  refresh: (client: ApiClient) => Promise<TokenRefreshResponse>;
  replace: (refusedToken: string, token: string) => boolean;
}

function renewal(steps: RenewalSteps) {
  let pending: Promise<string | null> | null = null;
  return (apiBaseUrl: string, refusedToken: string): Promise<string | null> => {
    const stored = steps.stored();
    if (!stored) return Promise.resolve(null);
    if (stored !== refusedToken) return Promise.resolve(stored);
    pending ??= steps
      .refresh(createApiClient({ baseUrl: apiBaseUrl }))
      .then(({ data }) =>
        steps.replace(refusedToken, data.token) ? data.token : (steps.stored() ?? null),
      )
      // Refused: unless another tab won the same refresh (its token is stored now), it ended.
      .catch(() => {
        const now = steps.stored();
        return now && now !== refusedToken ? now : null;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

export const renewSellerAccess = renewal({
  stored: () => readSellerSession()?.token,
  refresh: refreshSellerToken,
  replace: renewSellerToken,
});

export const renewAdminAccess = renewal({
  stored: () => readAdminSession()?.token,
  refresh: refreshAdminToken,
  replace: renewAdminToken,
});
