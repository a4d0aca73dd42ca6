import { createHmac } from 'node:crypto';

/**
 * Builds a JWT by hand, so tests can make the tokens a client must never get through with:
 * expired, tampered, `alg: none`, wrong audience, array audience, missing claims.
 */
export function forgeToken(
  payload: Record<string, unknown>,
  options: { secret?: string; header?: Record<string, unknown> } = {},
): string {
  const header = options.header ?? { alg: 'HS256', typ: 'JWT' };
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(payload)}`;
  if (!options.secret) return `${unsigned}.`;
  const signature = createHmac('sha256', options.secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
