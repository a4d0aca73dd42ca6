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
} as const;
export type Audience = keyof typeof audiences;

export const tokenLifetimes: Record<Audience, string> = {
  seller: '7d',
  admin: '12h',
  service: '5m',
};

export interface TokenSecrets {
  seller: string;
  admin: string;
  /** Only the services hold it; the gateway, which never calls `/internal/...`, does not. */
  service?: string;
}

/** Claims carried by a verified token; `sub` is the seller's or administrator's id, or the calling service's name. */
export interface TokenClaims {
  sub: string;
  aud: string;
  iss: string;
  exp: number;
  iat: number;
}
