import type { AccountSessionsResponse, SessionsEndedResponse } from '@drops/contracts';
import type { ApiClient } from '../client';
import { sessionLogOut, tokenRefresh } from '../endpoint';

/**
 * POST /seller/token/refresh (issue 30): the browser's httpOnly refresh cookie for a new access
 * token (the cookie is replaced in the same answer). Call it on a client without a token.
 */
export const refreshSellerToken = tokenRefresh('/seller/token/refresh');

/** POST /seller/logout: ends this session and clears its cookie. */
export const logOutSeller = sessionLogOut('/seller/logout');

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
