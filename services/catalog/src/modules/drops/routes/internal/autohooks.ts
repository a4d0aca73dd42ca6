import type { FastifyInstance } from 'fastify';

/**
 * `/internal/...`: every route needs a service token (the admin service's), checked before the
 * body is read; seller and administrator tokens open none of them. The gateway never routes here.
 */
export default async function servicesOnly(app: FastifyInstance) {
  app.addHook('onRequest', app.requireService);
}
