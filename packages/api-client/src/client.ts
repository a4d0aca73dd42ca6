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
  const reportRefusedToken = (error: unknown, sentToken: string | null | undefined) => {
    if (sentToken && error instanceof ApiError && error.status === 401)
      options.onUnauthorized?.(sentToken);
  };
  const client: ApiClient = {
    async request<T>(
      method: string,
      path: string,
      requestOptions: RequestOptions = {},
    ): Promise<T> {
      const token = options.getToken?.();
      const url = buildUrl(options.baseUrl, path, requestOptions.query);
      // The shell may have asked this very read while the page's code was loading (issue 28): its
      // answer is taken once; a failed one is asked again here, with the usual error handling.
      const prefetched = method === 'GET' ? takePrefetchedRead(url, token) : undefined;
      if (prefetched)
        return (prefetched as Promise<T>).catch(() =>
          client.request<T>(method as 'GET', path, requestOptions),
        );
      const fetchImplementation = options.fetch ?? globalThis.fetch;
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      let body: string | undefined;
      if (requestOptions.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(requestOptions.body);
      }
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = requestOptions.signal
        ? AbortSignal.any([timeout, requestOptions.signal])
        : timeout;

      let response: Response;
      try {
        response = await fetchImplementation(url, {
          method,
          headers,
          body,
          signal,
          ...(requestOptions.keepalive ? { keepalive: true } : {}),
        });
      } catch (error) {
        // The caller's own abort is not a failure to report; a timeout or refusal is.
        if (requestOptions.signal?.aborted) throw error;
        throw networkError(error);
      }

      let payload: unknown;
      try {
        payload = response.status === 204 ? undefined : await response.json();
      } catch (error) {
        if (response.ok) throw networkError(error);
        payload = undefined;
      }
      if (!response.ok || isErrorBody(payload)) {
        const error = toApiError(response.status, payload);
        reportRefusedToken(error, token);
        throw error;
      }
      return payload as T;
    },
    async download(path: string, requestOptions: RequestOptions = {}): Promise<Blob> {
      const fetchImplementation = options.fetch ?? globalThis.fetch;
      const headers: Record<string, string> = {};
      const token = options.getToken?.();
      if (token) headers.Authorization = `Bearer ${token}`;
      const timeout = AbortSignal.timeout(options.uploadTimeoutMs ?? uploadTimeoutMs);
      const signal = requestOptions.signal
        ? AbortSignal.any([timeout, requestOptions.signal])
        : timeout;
      let response: Response;
      try {
        response = await fetchImplementation(
          buildUrl(options.baseUrl, path, requestOptions.query),
          { method: 'GET', headers, signal },
        );
      } catch (error) {
        if (requestOptions.signal?.aborted) throw error;
        throw networkError(error);
      }
      if (!response.ok) {
        const payload: unknown = await response.json().catch(() => undefined);
        const error = toApiError(response.status, payload);
        reportRefusedToken(error, token);
        throw error;
      }
      try {
        return await response.blob();
      } catch (error) {
        throw networkError(error);
      }
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
      const token = options.getToken?.();
      return sendForm<T>({
        url: buildUrl(options.baseUrl, path, uploadOptions.query),
        token,
        timeoutMs: options.uploadTimeoutMs ?? uploadTimeoutMs,
        form,
        onProgress: uploadOptions.onProgress,
        signal: uploadOptions.signal,
        toError: toApiError,
      }).catch((error: unknown) => {
        reportRefusedToken(error, token);
        throw error;
      });
    },
  };
  return client;
}
