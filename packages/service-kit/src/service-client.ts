import { currentRequestId, requestIdHeader } from './request-id';
import { serverMessages } from '@drops/contracts';
import { DomainError } from './errors';

/** Signs a short-lived service token naming the caller (`app.signToken('service', name)`). */
export type ServiceTokenSigner = () => string;

export interface ServiceClientOptions {
  /** The owner's base URL (`http://127.0.0.1:4001`). */
  baseUrl: string;
  signToken: ServiceTokenSigner;
  timeoutMs?: number;
}

/** The owner could not be reached or failed: the caller answers 503 and the client may retry. */
export class ServiceUnavailableError extends DomainError {
  constructor(readonly service: string) {
    super(503, serverMessages.serviceUnavailable, 'SERVICE_UNAVAILABLE');
  }
}

type Query = Record<string, string | number | boolean | undefined | string[]>;

export interface ServiceCall {
  query?: Query;
  body?: unknown;
  /** Answer null for a 404 instead of throwing. */
  notFoundAsNull?: boolean;
}

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls another service's `/internal/...` routes with a service token. A 2xx answer's `data` is
 * returned; the owner's 4xx comes back as the same status, message and code (it is the owner's
 * rule that refused); anything else (down, timed out, 5xx) is a 503 SERVICE_UNAVAILABLE.
 */
export function createServiceClient(name: string, options: ServiceClientOptions) {
  // A token lasts five minutes; one is reused for a minute rather than signed per call.
  let token = { value: '', at: 0 };
  const tokenNow = () => {
    if (Date.now() - token.at > 60_000) token = { value: options.signToken(), at: Date.now() };
    return token.value;
  };

  async function call<T>(method: string, path: string, request: ServiceCall = {}): Promise<T> {
    // The owner logs, answers and records its events under the request that asked.
    const requestId = currentRequestId();
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}${queryString(request.query)}`, {
        method,
        headers: {
          authorization: `Bearer ${tokenNow()}`,
          ...(requestId ? { [requestIdHeader]: requestId } : {}),
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch {
      throw new ServiceUnavailableError(name);
    }
    const body = (await response.json().catch(() => null)) as {
      data?: unknown;
      error?: unknown;
      code?: unknown;
      errors?: Record<string, string>;
    } | null;
    if (response.ok) return body?.data as T;
    if (response.status === 404 && request.notFoundAsNull) return null as T;
    if (response.status >= 400 && response.status < 500 && typeof body?.error === 'string') {
      throw new DomainError(
        response.status,
        body.error,
        typeof body.code === 'string' ? body.code : 'UPSTREAM_REFUSED',
        body.errors,
      );
    }
    throw new ServiceUnavailableError(name);
  }

  return {
    name,
    get: <T>(path: string, request?: ServiceCall) => call<T>('GET', path, request),
    post: <T>(path: string, request?: ServiceCall) => call<T>('POST', path, request),
    put: <T>(path: string, request?: ServiceCall) => call<T>('PUT', path, request),
  };
}

export type ServiceClient = ReturnType<typeof createServiceClient>;
