// What the gateway's tests send through the stack and wait for: whole responses, polling.
import type { Stack } from './stack';

/** A response read whole: status, headers and the JSON body (or `{ text }`). */
export interface ApiResponse {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

export async function request(
  url: string,
  options: {
    method?: string;
    token?: string;
    body?: unknown;
    raw?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.raw !== undefined) payload = options.raw;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(url, { method: options.method ?? 'GET', headers, body: payload });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: response.status, headers: response.headers, body };
}

/**
 * What `find` answers once it answers something (polled every 25 ms), for what travels at least
 * once and soon (an event's notification, a queued mail); throws `what` after `timeoutMs`.
 */
export async function eventually<T>(
  what: string,
  find: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`expected ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A seller's new draft, badged by an administrator through the gateway: its id and answer. */
export async function badgeNewDrop(
  stack: Stack,
  seller: { token: string },
  admin: { token: string },
  name: string,
): Promise<{ id: string; badged: ApiResponse }> {
  const created = await request(`${stack.apiUrl}/seller/products`, {
    method: 'POST',
    token: seller.token,
    body: { name, status: 'Draft' },
  });
  const id = (created.body.data as { _id: string })._id;
  const badged = await request(`${stack.apiUrl}/admin/products/${id}/badge`, {
    method: 'PUT',
    token: admin.token,
    body: { badge: true },
  });
  return { id, badged };
}
