import type { AccountSessionsResponse, SessionsEndedResponse } from '@drops/contracts';
import { itemCall, pathCall, sessionLogOut, tokenRefresh } from '../endpoint';

/**
 * POST /seller/token/refresh (issue 30): the browser's httpOnly refresh cookie for a new access
 * token (the cookie is replaced in the same answer). Call it on a client without a token.
 */
export const refreshSellerToken = tokenRefresh('/seller/token/refresh');

/** POST /seller/logout: ends this session and clears its cookie. */
export const logOutSeller = sessionLogOut('/seller/logout');

/** GET /seller/sessions: where the seller is signed in, the one used last first. */
export const listSellerSessions = pathCall<AccountSessionsResponse>('GET', '/seller/sessions');

/** DELETE /seller/sessions/{id}: signs one session out. */
export const endSellerSession = itemCall<SessionsEndedResponse>(
  'DELETE',
  (sessionId) => `/seller/sessions/${sessionId}`,
);

/** DELETE /seller/sessions: signs out everywhere, this session included. */
export const endAllSellerSessions = pathCall<SessionsEndedResponse>('DELETE', '/seller/sessions');
