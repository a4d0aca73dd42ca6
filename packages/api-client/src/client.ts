import { limits, type ErrorBody } from '@drops/contracts';
import { ApiError, networkError } from './errors';
import { sendForm, type FormUploadOptions } from './form-upload';
import { notSignedInAsSeller, tokenSubject } from './token-subject';
import { buildUrl, type QueryValue } from './request-url';
import { takePrefetchedRead } from './prefetch/prefetched-reads';

export type { QueryValue } from './request-url';

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** The request outlives the page (a report sent as the page is left); small bodies only. */
  keepalive?: boolean;
  /**
   * The browser sends and keeps cookies on this call (issue 30: the sign-in, refresh and
   * sign-out calls, whose answers set or clear the httpOnly refresh cookie). Other calls send
   * none, so a cached public answer is shared whatever the visitor.
   */
  withCredentials?: boolean;
}

export interface ApiClientOptions {
  /** The versioned base, e.g. `http://localhost:8080/api/v1`. */
  baseUrl: string;
  /** The bearer token of the area's session, read at each call. */
  getToken?: () => string | null | undefined;
  /** Spec section 7: 30000 ms. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Uploads may take longer than a JSON call: 10 minutes unless told. */
  uploadTimeoutMs?: number;
  /**
   * Told when the server answers 401 to a call that carried a token: the session it came from
   * is no longer accepted (expired, or signed with another secret). Receives that token.
   */
  onUnauthorized?: (sentToken: string) => void;
  /**
   * Issue 30: asked when the server answers 401 to a call that carried a token, for a new token
   * of the same session (a silent refresh), or null when the session has ended. The call is
   * made once more with the new token; `onUnauthorized` is told only when that fails too.
   */
  renewToken?: (refusedToken: string) => Promise<string | null>;
}

/** The gateway lets an upload body take 10 minutes to arrive (docs/decisions.md). */
const uploadTimeoutMs = 10 * 60 * 1000;

export interface ApiClient {
  request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options?: RequestOptions,
  ): Promise<T>;
  /**
   * A GET whose answer is a file (a CSV export), as a Blob; refusals are the usual ApiError.
   * Allowed as long as an upload, since a large export takes its time.
   */
  download(path: string, options?: RequestOptions): Promise<Blob>;
  /** A multipart POST with upload progress (large files). */
  upload<T>(
    path: string,
    form: FormData,
    options?: FormUploadOptions & { query?: Record<string, QueryValue> },
  ): Promise<T>;
  /**
   * The signed-in seller's id, the subject of the token the calls carry: the seller calls fill
   * the spec's `sellerId` from it, so no screen has to pass it along. Throws (401, "You must be
   * logged in as a seller") when there is no seller token.
   */
  sellerId(): string;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { success?: unknown }).success === false &&
    typeof (value as { error?: unknown }).error === 'string'
  );
}

function toApiError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    const fieldErrors = body.errors ?? {};
    const kind = Object.keys(fieldErrors).length > 0 ? 'validation' : 'general';
    return new ApiError(kind, body.error, { status, code: body.code, fieldErrors, body });
  }
  return new ApiError('general', '', { status });
}

/** The only place in the frontends that calls fetch. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? limits.requestTimeoutMs;
  const refused = (error: unknown) => error instanceof ApiError && error.status === 401;

  /**
   * Makes a call with the session's token; on a 401, once with a renewed token. A 401 that
   * stands (no renewal, or the retry refused too) tells `onUnauthorized` the token it refused.
   */
  async function withToken<T>(send: (token: string | undefined) => Promise<T>): Promise<T> {
    const token = options.getToken?.() ?? undefined;
    try {
      return await send(token);
    } catch (error) {
      if (!token || !refused(error)) throw error;
      const renewed = options.renewToken ? await options.renewToken(token) : null;
      if (!renewed || renewed === token) {
        options.onUnauthorized?.(token);
        throw error;
      }
      try {
        return await send(renewed);
      } catch (retryError) {
        if (refused(retryError)) options.onUnauthorized?.(renewed);
        throw retryError;
      }
    }
  }

  /**
   * The fetch itself, within `limitMs` and the caller's own signal: the caller's abort is thrown
   * as it is (not a failure to report); a timeout or refusal is a network error.
   */
  async function fetchWithin(
    path: string,
    requestOptions: RequestOptions,
    init: RequestInit,
    limitMs: number,
  ): Promise<Response> {
    const fetchImplementation = options.fetch ?? globalThis.fetch;
    const timeout = AbortSignal.timeout(limitMs);
    const signal = requestOptions.signal
      ? AbortSignal.any([timeout, requestOptions.signal])
      : timeout;
    try {
      return await fetchImplementation(buildUrl(options.baseUrl, path, requestOptions.query), {
        ...init,
        signal,
      });
    } catch (error) {
      if (requestOptions.signal?.aborted) throw error;
      throw networkError(error);
    }
  }

  async function sendRequest<T>(
    method: string,
    path: string,
    requestOptions: RequestOptions,
    token: string | undefined,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (requestOptions.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(requestOptions.body);
    }
    const response = await fetchWithin(
      path,
      requestOptions,
      {
        method,
        headers,
        body,
        ...(requestOptions.keepalive ? { keepalive: true } : {}),
        ...(requestOptions.withCredentials ? { credentials: 'include' as const } : {}),
      },
      timeoutMs,
    );

    let payload: unknown;
    try {
      payload = response.status === 204 ? undefined : await response.json();
    } catch (error) {
      if (response.ok) throw networkError(error);
      payload = undefined;
    }
    if (!response.ok || isErrorBody(payload)) throw toApiError(response.status, payload);
    return payload as T;
  }

  async function sendDownload(
    path: string,
    requestOptions: RequestOptions,
    token: string | undefined,
  ): Promise<Blob> {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetchWithin(
      path,
      requestOptions,
      { method: 'GET', headers },
      options.uploadTimeoutMs ?? uploadTimeoutMs,
    );
    if (!response.ok) {
      const payload: unknown = await response.json().catch(() => undefined);
      throw toApiError(response.status, payload);
    }
    try {
      return await response.blob();
    } catch (error) {
      throw networkError(error);
    }
  }

  return {
    request<T>(method: string, path: string, requestOptions: RequestOptions = {}): Promise<T> {
      const send = () => withToken((token) => sendRequest<T>(method, path, requestOptions, token));
      // The shell may have asked this very read while the page's code was loading (issue 28): its
      // answer is taken once; a failed one is asked again here, with the usual error handling
      // (a renewed token included).
      if (method === 'GET') {
        const url = buildUrl(options.baseUrl, path, requestOptions.query);
        const prefetched = takePrefetchedRead(url, options.getToken?.());
        if (prefetched) return (prefetched as Promise<T>).catch(send);
      }
      return send();
    },
    download(path: string, requestOptions: RequestOptions = {}): Promise<Blob> {
      return withToken((token) => sendDownload(path, requestOptions, token));
    },
    sellerId() {
      const subject = tokenSubject(options.getToken?.());
      if (!subject) throw notSignedInAsSeller();
      return subject;
    },
    upload<T>(
      path: string,
      form: FormData,
      uploadOptions: FormUploadOptions & { query?: Record<string, QueryValue> } = {},
    ): Promise<T> {
      // The form can be sent again: a refused token is renewed like any other call's.
      return withToken((token) =>
        sendForm<T>({
          url: buildUrl(options.baseUrl, path, uploadOptions.query),
          token,
          timeoutMs: options.uploadTimeoutMs ?? uploadTimeoutMs,
          form,
          onProgress: uploadOptions.onProgress,
          signal: uploadOptions.signal,
          toError: toApiError,
        }),
      );
    },
  };
}
