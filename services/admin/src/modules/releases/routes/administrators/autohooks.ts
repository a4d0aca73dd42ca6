import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../release-access';

/** Administrators only (the overview, minting tokens): a release token gets the 401 of every other administrator route. */
export default async function administratorAccess(app: FastifyInstance) {
  app.addHook('onRequest', adminOnly(app));
}
