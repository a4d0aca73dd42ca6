import { createApiClient, type ApiClient } from '@drops/api-client';
import {
  expireAdminSession,
  expireSellerSession,
  readAdminSession,
  readSellerSession,
} from '@drops/session';
import { renewAdminAccess, renewSellerAccess } from './session-renewal';

/** Which session's token an area's calls carry. */
export type RemoteAudience = 'seller' | 'admin';

/**
 * One policy per audience: the calls carry that session's token only (the two never mix); a 401
 * to a call that carried it first renews the token silently (issue 30), and when that fails
 * ends that session. The area's guard (the shell's seller layout,
 * its administrator guard) then sends the person to sign in, told the session expired and where
 * they were.
 */
const sessionPolicy: Record<
  RemoteAudience,
  {
    token: () => string | undefined;
    renew?: (apiBaseUrl: string, refusedToken: string) => Promise<string | null>;
    expire: (sentToken: string) => void;
  }
> = {
  seller: {
    token: () => readSellerSession()?.token,
    renew: renewSellerAccess,
    expire: expireSellerSession,
  },
  admin: {
    token: () => readAdminSession()?.token,
    renew: renewAdminAccess,
    expire: expireAdminSession,
  },
};

/** The API client of an area (a remote, or the shell's own pages) for one audience. */
export function createAreaApiClient(apiBaseUrl: string, audience: RemoteAudience): ApiClient {
  const policy = sessionPolicy[audience];
  const renew = policy.renew;
  return createApiClient({
    baseUrl: apiBaseUrl,
    getToken: policy.token,
    ...(renew && { renewToken: (refusedToken: string) => renew(apiBaseUrl, refusedToken) }),
    onUnauthorized: policy.expire,
  });
}
