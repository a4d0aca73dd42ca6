import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from '@drops/service-kit';

/**
 * After `requireSeller`: the `:id` must be the caller's own. It runs before the body is read or
 * validated, so another seller's id answers 403 whatever the request carries.
 */
async function ownSellerOnly(request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: unknown };
  if (id !== request.sellerId) throw new ForbiddenError();
}

/** A seller's own record: every route of this folder needs the seller's token and its own id. */
export default async function ownRecordOnly(app: FastifyInstance) {
  app.addHook('onRequest', app.requireSeller);
  app.addHook('onRequest', ownSellerOnly);
}
