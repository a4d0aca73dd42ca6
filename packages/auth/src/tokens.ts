/**
 * Seller and administrator tokens live in separate namespaces: their own audience and their
 * own secret, HS256 only, with `aud`, `iss`, `exp` and `sub` required on every verification.
 */
export const tokenIssuer = 'drops';
export const tokenAlgorithm = 'HS256';

export const audiences = {
  seller: 'drops:seller',
  admin: 'drops:admin',
} as const;
export type Audience = keyof typeof audiences;

export const tokenLifetimes: Record<Audience, string> = {
  seller: '7d',
  admin: '12h',
};

export interface TokenSecrets {
  seller: string;
  admin: string;
}

/** Claims carried by a verified token; `sub` is the seller's or administrator's id. */
export interface TokenClaims {
  sub: string;
  aud: string;
  iss: string;
  exp: number;
  iat: number;
}
