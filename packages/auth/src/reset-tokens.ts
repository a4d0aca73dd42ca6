import { createHash, randomBytes } from 'node:crypto';

/**
 * A password reset token (issue 30): 256 random bits, mailed in base64url. Only its SHA-256 is
 * stored, so a copy of the database cannot reset anyone's password; a hash of a 256-bit secret
 * needs no salt or slow function to resist guessing.
 */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A refresh token (issue 30 item 3): made and stored the same way as a reset token, 256 random
 * bits kept as their SHA-256 only.
 */
export const newRefreshToken = newResetToken;
export const hashRefreshToken = hashResetToken;

/** An email verification token (issue 30 item 2): the same, 256 bits kept as their SHA-256. */
export const newEmailVerificationToken = newResetToken;
export const hashEmailVerificationToken = hashResetToken;
