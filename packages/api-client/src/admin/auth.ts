import type { AdminCategoriesResponse, AdminLoginBody, AdminLoginAnswer } from '@drops/contracts';
import type { ApiClient } from '../client';
import { postBody, sessionLogOut, tokenRefresh } from '../endpoint';

/**
 * POST /auth/login: administrator sign-in; the answer sets the refresh cookie (issue 30), or is a
 * second-factor challenge (issue 30 item 5: `secondFactorRequired`).
 */
export const loginAdmin = postBody<AdminLoginBody, AdminLoginAnswer>('/auth/login', {
  withCredentials: true,
});

/**
 * POST /auth/token/refresh (issue 30): the browser's httpOnly refresh cookie for a new access
 * token. Call it on a client without a token.
 */
export const refreshAdminToken = tokenRefresh('/auth/token/refresh');

/** POST /auth/logout: ends the administrator's session and clears its cookie. */
export const logOutAdmin = sessionLogOut('/auth/logout');

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
