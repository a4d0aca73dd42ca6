/**
 * A link's signing time and expiry (seconds since the epoch) that stay the same for every link
 * made within one window: signed at the window's start, expiring `lifetime` after the window's
 * end, so a link handed out at any moment still has at least `lifetime` seconds to live.
 */
export function stableExpiry(
  nowSeconds: number,
  lifetimeSeconds: number,
  windowSeconds: number,
): { signedAt: number; expiresAt: number } {
  const signedAt = Math.floor(nowSeconds / windowSeconds) * windowSeconds;
  return { signedAt, expiresAt: signedAt + windowSeconds + Math.trunc(lifetimeSeconds) };
}
