import type { FastifyInstance } from 'fastify';

/**
 * A seller's own collections (`/collections...`): every route needs the seller's token and account. Before the handler
 * (preHandler), after the request is validated, as each route declared it before.
 */
export default async function signedInSellerAccount(app: FastifyInstance) {
  for (const hook of app.requireSellerAccount) app.addHook('preHandler', hook);
}
