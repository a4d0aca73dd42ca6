import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '@drops/service-kit';

/**
 * onRequest hook after `requireSeller`: the `:id` must be the caller's own. It runs before the
 * body is read or validated, so another seller's id answers 403 whatever the request carries.
 */
export async function ownSellerOnly(request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: unknown };
  if (id !== request.sellerId) throw new ForbiddenError();
}
