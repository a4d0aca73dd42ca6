import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Issue 30 item 3: where a browser keeps its refresh token. httpOnly (no script reads it),
 * SameSite=Strict (another site's page never sends it), Secure (browsers count localhost as
 * secure) and scoped to the refresh route's path, so no other call carries it.
 */
export interface RefreshCookie {
  name: string;
  /** The path under the gateway's `/api/v1`, e.g. `/api/v1/seller/token`. */
  path: string;
}

const cookieValue = /^[A-Za-z0-9_-]+$/;

export function setRefreshCookie(
  reply: FastifyReply,
  cookie: RefreshCookie,
  token: string,
  maxAgeMs: number,
): void {
  const maxAge = Math.max(0, Math.round(maxAgeMs / 1000));
  reply.header(
    'set-cookie',
    `${cookie.name}=${token}; Path=${cookie.path}; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Strict`,
  );
}

export function clearRefreshCookie(reply: FastifyReply, cookie: RefreshCookie): void {
  reply.header(
    'set-cookie',
    `${cookie.name}=; Path=${cookie.path}; Max-Age=0; HttpOnly; Secure; SameSite=Strict`,
  );
}

/** The token the browser sent in the cookie, if it looks like one. */
export function refreshCookieOf(
  request: FastifyRequest,
  cookie: RefreshCookie,
): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== cookie.name) continue;
    const value = part.slice(separator + 1).trim();
    if (cookieValue.test(value)) return value;
  }
  return undefined;
}
