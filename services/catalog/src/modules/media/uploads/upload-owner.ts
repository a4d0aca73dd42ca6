import type { FastifyRequest } from 'fastify';
import type { ServiceApp } from '@drops/service-kit';

/**
 * Whose folder a file goes to. Sign-up uploads come before the account: the owner is the token's
 * seller, or `pending`.
 */
export function ownerOf(app: ServiceApp, request: FastifyRequest): string {
  if (request.sellerId) return request.sellerId;
  const sellerId = app.verifyToken('seller', request);
  return sellerId && /^[A-Za-z0-9_-]{1,64}$/.test(sellerId) ? sellerId : 'pending';
}
