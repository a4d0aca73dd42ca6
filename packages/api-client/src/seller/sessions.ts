import type {
  AccountSessionsResponse,
  SessionsEndedResponse,
  SuccessMessage,
  TokenRefreshResponse,
} from '@drops/contracts';
import type { ApiClient } from '../client';

/**
 * POST /seller/token/refresh (issue 30): the browser's httpOnly refresh cookie for a new access
 * token (the cookie is replaced in the same answer). Call it on a client without a token.
 */
export function refreshSellerToken(client: ApiClient) {
  return client.request<TokenRefreshResponse>('POST', '/seller/token/refresh', {
    withCredentials: true,
  });
}

/** POST /seller/logout: ends this session and clears its cookie. */
export function logOutSeller(client: ApiClient, signal?: AbortSignal) {
  return client.request<SuccessMessage>('POST', '/seller/logout', {
    withCredentials: true,
    ...(signal && { signal }),
  });
}

/** GET /seller/sessions: where the seller is signed in, the one used last first. */
export function listSellerSessions(client: ApiClient) {
  return client.request<AccountSessionsResponse>('GET', '/seller/sessions');
}

/** DELETE /seller/sessions/{id}: signs one session out. */
export function endSellerSession(client: ApiClient, sessionId: string) {
  return client.request<SessionsEndedResponse>(
    'DELETE',
    `/seller/sessions/${encodeURIComponent(sessionId)}`,
  );
}

/** DELETE /seller/sessions: signs out everywhere, this session included. */
export function endAllSellerSessions(client: ApiClient) {
  return client.request<SessionsEndedResponse>('DELETE', '/seller/sessions');
}
