import { sellerMessages } from '@drops/contracts';
import { ApiError } from './errors';

/**
 * The `sub` claim of a JWT, read without checking the signature: the server checks it on every
 * call; the client only needs to know whose token it holds. Null when it is not a readable JWT.
 */
export function tokenSubject(token: string | null | undefined): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const subject = (claims as { sub?: unknown } | null)?.sub;
    return typeof subject === 'string' && subject !== '' ? subject : null;
  } catch {
    return null;
  }
}

/** Refused before it is sent: a seller's call with no seller token to say whose it is. */
export function notSignedInAsSeller(): ApiError {
  return new ApiError('general', sellerMessages.mustBeLoggedIn, { status: 401 });
}
