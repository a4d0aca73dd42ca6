import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveTarget, TargetRefusedError, type ResolveHost } from './address-policy';

export interface SendOptions {
  resolve: ResolveHost;
  allowPrivate: boolean;
  /** The whole attempt (connect, send, answer's status) is given up after this. */
  timeoutMs: number;
}

export interface SendResult {
  /** The receiver's status, or null when none answered (refused, timed out, unreachable). */
  statusCode: number | null;
  responseTimeMs: number;
  error: string | null;
}

/**
 * One POST of a delivery. The host is resolved and checked here, at delivery, and the socket is
 * given that very address (`lookup`), while TLS still checks the certificate against the host
 * name. Redirects are not followed (a 3xx is a failure); the answer's body is read and dropped.
 */
export async function sendWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: SendOptions,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { statusCode: null, responseTimeMs: 0, error: 'invalid URL' };
  }
  let pinned;
  try {
    pinned = await resolveTarget(url, options.resolve, options.allowPrivate);
  } catch (error) {
    const reason = error instanceof TargetRefusedError ? `refused: ${error.message}` : 'refused';
    return { statusCode: null, responseTimeMs: elapsed(), error: reason };
  }
  const lookupPinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ statusCode, responseTimeMs: elapsed(), error });
    };
    const request = transport.request(
      url,
      {
        method: 'POST',
        lookup: lookupPinned,
        agent: false,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Drops-Webhooks/1',
        },
      },
      (response) => {
        const status = response.statusCode ?? null;
        response.resume();
        response.on('end', () => finish(status, null));
        response.on('error', () => finish(status, null));
      },
    );
    const timer = setTimeout(() => {
      finish(null, `timed out after ${options.timeoutMs} ms`);
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error) => finish(null, error.message.slice(0, 300)));
    request.end(body);
  });
}
