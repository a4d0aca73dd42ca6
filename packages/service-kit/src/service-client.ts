import http from 'node:http';
import https from 'node:https';
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

/** A body's JSON, or null when it is empty or not JSON. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
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

/** An answer's status and its body's text. */
interface RawAnswer {
  status: number;
  text: string;
}

/**
 * One call with node's own HTTP client on a keep-alive agent: `fetch` (undici) costs a service
 * more than 15 MB on its first call and several times the garbage per call, which a CSV export's
 * thousands of batch calls turn into tens of MB of RSS (issue 16). The whole call, its body
 * included, is given `timeoutMs`.
 */
function send(
  agent: { http: http.Agent; https: https.Agent },
  url: URL,
  method: string,
  headers: http.OutgoingHttpHeaders,
  body: string | undefined,
  timeoutMs: number,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const request = (secure ? https : http).request(
      url,
      { method, headers, agent: secure ? agent.https : agent.http },
      (response) => {
        response.setEncoding('utf8');
        let text = '';
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, text });
        });
        response.on('error', fail);
        response.on('close', () => {
          if (!response.complete) fail(new Error('the answer was cut short'));
        });
      },
    );
    const timer = setTimeout(() => request.destroy(new Error('timed out')), timeoutMs);
    function fail(error: unknown) {
      clearTimeout(timer);
      reject(error);
    }
    request.on('error', fail);
    request.end(body);
  });
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
  // Idle connections are closed after 4 s, well before a service's keep-alive timeout (72 s).
  const agent = {
    http: new http.Agent({ keepAlive: true, timeout: 4_000 }),
    https: new https.Agent({ keepAlive: true, timeout: 4_000 }),
  };

  async function call<T>(method: string, path: string, request: ServiceCall = {}): Promise<T> {
    // The owner logs, answers and records its events under the request that asked.
    const requestId = currentRequestId();
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    let answer: RawAnswer;
    try {
      answer = await send(
        agent,
        new URL(`${options.baseUrl}${path}${queryString(request.query)}`),
        method,
        {
          accept: 'application/json',
          authorization: `Bearer ${tokenNow()}`,
          ...(requestId ? { [requestIdHeader]: requestId } : {}),
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
              }),
        },
        payload,
        options.timeoutMs ?? 10_000,
      );
    } catch {
      throw new ServiceUnavailableError(name);
    }
    const body = parsed(answer.text) as {
      data?: unknown;
      error?: unknown;
      code?: unknown;
      errors?: Record<string, string>;
    } | null;
    const ok = answer.status >= 200 && answer.status < 300;
    if (ok) return body?.data as T;
    if (answer.status === 404 && request.notFoundAsNull) return null as T;
    if (answer.status >= 400 && answer.status < 500 && typeof body?.error === 'string') {
      throw new DomainError(
        answer.status,
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
