import type {
  AdminCategoriesResponse,
  AdminLoginBody,
  AdminLoginAnswer,
  SuccessMessage,
  TokenRefreshResponse,
} from '@drops/contracts';
import type { ApiClient } from '../client';

/**
 * POST /auth/login: administrator sign-in; the answer sets the refresh cookie (issue 30), or is a
 * second-factor challenge (issue 30 item 5: `secondFactorRequired`).
 */
export function loginAdmin(client: ApiClient, body: AdminLoginBody) {
  return client.request<AdminLoginAnswer>('POST', '/auth/login', {
    body,
    withCredentials: true,
  });
}

/**
 * POST /auth/token/refresh (issue 30): the browser's httpOnly refresh cookie for a new access
 * token. Call it on a client without a token.
 */
export function refreshAdminToken(client: ApiClient) {
  return client.request<TokenRefreshResponse>('POST', '/auth/token/refresh', {
    withCredentials: true,
  });
}

/** POST /auth/logout: ends the administrator's session and clears its cookie. */
export function logOutAdmin(client: ApiClient, signal?: AbortSignal) {
  return client.request<SuccessMessage>('POST', '/auth/logout', {
    withCredentials: true,
    ...(signal && { signal }),
  });
}

/**
 * Whether the stored administrator token is still accepted. The API has no "who am I" call, so
 * the guard asks for the smallest guarded list (one category): 401 or 403 means no.
 */
export function verifyAdminSession(client: ApiClient, signal?: AbortSignal) {
  return client.request<AdminCategoriesResponse>('GET', '/admin/categories', {
    query: { page: 1, limit: 1 },
    signal,
  });
}
