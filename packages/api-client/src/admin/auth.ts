import type { AdminCategoriesResponse, AdminLoginBody, AdminLoginResponse } from '@drops/contracts';
import type { ApiClient } from '../client';

/** POST /auth/login: administrator sign-in. */
export function loginAdmin(client: ApiClient, body: AdminLoginBody) {
  return client.request<AdminLoginResponse>('POST', '/auth/login', { body });
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
