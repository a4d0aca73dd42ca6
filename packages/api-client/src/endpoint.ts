import type { SuccessMessage, TokenRefreshResponse } from '@drops/contracts';
import type { ApiClient, QueryValue } from './client';

/**
 * Builders for the calls that are nothing but their method, path and types: one line a call,
 * so a file of them reads as the list of its endpoints.
 */

/** A GET whose filters (all optional) go in the query string: the lists and their pages. */
export function filteredList<Query extends Record<string, QueryValue>, Answer>(path: string) {
  return (client: ApiClient, query?: Query) => client.request<Answer>('GET', path, { query });
}

/** A CSV export with its list's filters, as a Blob. */
export function csvExport<Query extends Record<string, QueryValue>>(path: string) {
  return (client: ApiClient, query?: Query) => client.download(path, { query });
}

/**
 * A POST of a JSON body. `withCredentials` where the answer sets the session's refresh cookie
 * (issue 30).
 */
export function postBody<Body, Answer>(path: string, cookies: { withCredentials?: true } = {}) {
  return (client: ApiClient, body: Body) =>
    client.request<Answer>('POST', path, { body, ...cookies });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call that is its method and path alone: no query, no body. */
export function pathCall<Answer>(method: Method, path: string) {
  return (client: ApiClient) => client.request<Answer>(method, path);
}

/** A call on one item, whose id (URL-encoded here) completes the path. */
export function itemCall<Answer>(method: Method, pathOf: (encodedId: string) => string) {
  return (client: ApiClient, id: string) =>
    client.request<Answer>(method, pathOf(encodeURIComponent(id)));
}

/** POST …/token/refresh (issue 30): the httpOnly refresh cookie for a new access token. */
export function tokenRefresh(path: string) {
  return (client: ApiClient) =>
    client.request<TokenRefreshResponse>('POST', path, { withCredentials: true });
}

/** POST …/logout: ends this session and clears its refresh cookie. */
export function sessionLogOut(path: string) {
  return (client: ApiClient, signal?: AbortSignal) =>
    client.request<SuccessMessage>('POST', path, {
      withCredentials: true,
      ...(signal && { signal }),
    });
}
