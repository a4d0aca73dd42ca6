import type { FastifyInstance } from 'fastify';

/**
 * What every route of this folder and the ones below it shares, attached once: authentication
 * before the body is even parsed. Without an administrator's token, and the administrator still
 * holding the admin flag, nothing else is looked at.
 */
export default async function administratorsOnly(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAdminAccount);
}
