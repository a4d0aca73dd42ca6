/**
 * Seller and administrator tokens live in separate namespaces: their own audience and their
 * own secret, HS256 only, with `aud`, `iss`, `exp` and `sub` required on every verification.
 */
export const tokenIssuer = 'drops';
export const tokenAlgorithm = 'HS256';

export const audiences = {
  seller: 'drops:seller',
  admin: 'drops:admin',
  /** Service-to-service calls (`/internal/...`): never issued to a person, never routed by the gateway. */
  service: 'drops:service',
  /**
   * A frontend team's release pipeline (issue 28): subject the remote's name; it may register
   * versions of that remote and change its channel, nothing else.
   */
  release: 'drops:release',
} as const;
export type Audience = keyof typeof audiences;

/**
 * Issue 30 item 3: a person's access token lives 15 minutes and names its session (`sid`); the
 * session, kept going by refresh tokens, is what lasts (sessionLifetimes).
 */
export const tokenLifetimes: Record<Audience, string> = {
  seller: '15m',
  admin: '15m',
  service: '5m',
  // A pipeline's credential: revoked by minting the remote's next one, not by expiry.
  release: '365d',
};

export interface TokenSecrets {
  seller: string;
  admin: string;
  /** Only the services hold it; the gateway, which never calls `/internal/...`, does not. */
  service?: string;
  /** Held by the gateway and the admin service (the release registry). */
  release?: string;
}

/** The longest a person's access token may live (a token without `sid` living longer is refused). */
export const accessTokenMaxSeconds = 15 * 60;

/**
 * How long a person's session lasts: sellers up to 30 days after their last refresh, with no
 * other bound; administrators 12 hours after signing in, however active.
 */
export const sessionLifetimes = {
  seller: { idleMs: 30 * 24 * 3_600_000, maxAgeMs: Number.MAX_SAFE_INTEGER / 2 },
  admin: { idleMs: 12 * 3_600_000, maxAgeMs: 12 * 3_600_000 },
} as const;

/** Claims carried by a verified token; `sub` is the seller's or administrator's id, or the calling service's name. */
export interface TokenClaims {
  sub: string;
  aud: string;
  iss: string;
  exp: number;
  iat: number;
  /** The session a person's access token belongs to (issue 30). */
  sid?: string;
}
