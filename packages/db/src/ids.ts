import { randomBytes } from 'node:crypto';

/**
 * A new 24-hex-character id: 4 bytes of seconds since the epoch then 8 random bytes,
 * so ids sort roughly by creation time and keep index inserts local.
 */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}
