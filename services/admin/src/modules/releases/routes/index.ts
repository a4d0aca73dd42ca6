import type { FastifyInstance } from 'fastify';
import { adminOnly, adminOrReleaseToken } from './release-access';
import { buildFilesRoute } from './build-files';
import { getReleaseRoute, listReleasesRoute } from './list-releases';
import { loadReportsRoute } from './load-reports';
import { mintTokenRoute } from './mint-token';
import { publicChannelsRoute } from './public-channels';
import { registerVersionRoute } from './register-version';
import { setChannelRoute } from './set-channel';
import { uploadBuildFileRoute } from './upload-build-file';

/** Anyone: the channels, the browsers' reports, and (local disk) the builds' files. */
async function publicRoutes(app: FastifyInstance) {
  await app.register(publicChannelsRoute);
  await app.register(loadReportsRoute);
  await app.register(buildFilesRoute);
}

/** An administrator or the remote's own release token (its pipeline). */
async function pipelineRoutes(app: FastifyInstance) {
  app.addHook('onRequest', adminOrReleaseToken(app));
  await app.register(registerVersionRoute);
  await app.register(uploadBuildFileRoute);
  await app.register(setChannelRoute);
  await app.register(getReleaseRoute);
}

/** Administrators only: a release token gets the 401 of every other administrator route. */
async function administratorRoutes(app: FastifyInstance) {
  app.addHook('onRequest', adminOnly(app));
  await app.register(listReleasesRoute);
  await app.register(mintTokenRoute);
}

export async function releaseRoutes(app: FastifyInstance) {
  await app.register(publicRoutes);
  await app.register(pipelineRoutes);
  await app.register(administratorRoutes);
}
