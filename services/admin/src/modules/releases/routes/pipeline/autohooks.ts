import type { FastifyInstance } from 'fastify';
import { adminOrReleaseToken } from '../release-access';

/**
 * The routes a team's pipeline uses (register, upload, channel, its own remote): an
 * administrator or the remote's own release token.
 */
export default async function pipelineAccess(app: FastifyInstance) {
  app.addHook('onRequest', adminOrReleaseToken(app));
}
