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

export const tokenLifetimes: Record<Audience, string> = {
  seller: '7d',
  admin: '12h',
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

/** Claims carried by a verified token; `sub` is the seller's or administrator's id, or the calling service's name. */
export interface TokenClaims {
  sub: string;
  aud: string;
  iss: string;
  exp: number;
  iat: number;
}
