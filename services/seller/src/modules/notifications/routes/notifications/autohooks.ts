import type { FastifyInstance } from 'fastify';

/** The signed-in seller's own notifications: every route needs the seller's token. */
export default async function signedInSeller(app: FastifyInstance) {
  app.addHook('onRequest', app.requireSeller);
}
