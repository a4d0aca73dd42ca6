import { networkError, type ApiError } from './errors';

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** The body's size in bytes. */
  total: number;
}

export interface FormUploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface FormUploadRequest extends FormUploadOptions {
  url: string;
  token?: string | null;
  timeoutMs: number;
  /** A form (multipart POST) or, for a signed PUT, the file itself. */
  form: FormData | Blob;
  /** Default POST. */
  method?: 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** Storage answers 204 or XML, not the API's JSON: any 2xx is success (resolves undefined). */
  anySuccess?: boolean;
  /** Turns a failed answer into the client's ApiError (the same as JSON calls). */
  toError: (status: number, body: unknown) => ApiError;
}

function parse(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A multipart POST through XMLHttpRequest: fetch cannot report upload progress, and the file is
 * sent as it is (the browser streams it from disk), not read into memory as base64.
 */
export function sendForm<T>(request: FormUploadRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method ?? 'POST', request.url);
    xhr.timeout = request.timeoutMs;
    if (!request.anySuccess) xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(request.headers ?? {}))
      xhr.setRequestHeader(name, value);
    if (request.token) xhr.setRequestHeader('Authorization', `Bearer ${request.token}`);
    if (request.onProgress) {
      const report = request.onProgress;
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) report({ loaded: event.loaded, total: event.total });
      });
    }
    const abort = () => xhr.abort();
    request.signal?.addEventListener('abort', abort, { once: true });
    const settle = () => request.signal?.removeEventListener('abort', abort);

    xhr.addEventListener('load', () => {
      settle();
      const body = parse(xhr.responseText);
      const failed =
        xhr.status < 200 ||
        xhr.status >= 300 ||
        (typeof body === 'object' && body !== null && 'success' in body && !body.success);
      if (failed) reject(request.toError(xhr.status, body));
      else if (request.anySuccess) resolve(undefined as T);
      else if (body === undefined) reject(networkError(new Error('unreadable answer')));
      else resolve(body as T);
    });
    // The caller's own abort is not a failure to report; a timeout or refusal is.
    xhr.addEventListener('abort', () => {
      settle();
      reject(request.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    });
    xhr.addEventListener('error', () => {
      settle();
      // jsdom keeps the xhr.timeout timer running after a network error (jsdom issue 3433), which
      // holds a Jest worker open for the whole upload time-out; clearing it changes nothing in a
      // browser, where the request is already over.
      xhr.timeout = 0;
      reject(networkError(new Error('upload failed')));
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(networkError(new Error('upload timed out')));
    });
    if (request.signal?.aborted) xhr.abort();
    else xhr.send(request.form);
  });
}
