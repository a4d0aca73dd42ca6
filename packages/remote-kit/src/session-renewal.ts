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

/**
 * Each area bundles its own copy of this module and other tabs have theirs: a Web Lock (same
 * origin) lets one refresh at a time, and the next one finds the token it stored.
 */
function oneAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(name, work) as Promise<T>) : work();
}

function renewal(lockName: string, steps: RenewalSteps) {
  let pending: Promise<string | null> | null = null;
  const renew = async (apiBaseUrl: string, refusedToken: string): Promise<string | null> => {
    const stored = steps.stored();
    if (!stored) return null;
    // Renewed meanwhile by another area or tab.
    if (stored !== refusedToken) return stored;
    try {
      const { data } = await steps.refresh(createApiClient({ baseUrl: apiBaseUrl }));
      return steps.replace(refusedToken, data.token) ? data.token : (steps.stored() ?? null);
    } catch {
      return null;
    }
  };
  return (apiBaseUrl: string, refusedToken: string): Promise<string | null> => {
    pending ??= oneAtATime(lockName, () => renew(apiBaseUrl, refusedToken)).finally(() => {
      pending = null;
    });
    return pending;
  };
}

export const renewSellerAccess = renewal('drops-seller-token-refresh', {
  stored: () => readSellerSession()?.token,
  refresh: refreshSellerToken,
  replace: renewSellerToken,
});

export const renewAdminAccess = renewal('drops-admin-token-refresh', {
  stored: () => readAdminSession()?.token,
  refresh: refreshAdminToken,
  replace: renewAdminToken,
});
