import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RemoteReleasesResponseSchema, releaseRemoteNames } from '@drops/contracts';
import { releaseOf } from '../../registry/release-views';
import { releaseErrorResponses } from '../responses';

/** `GET /admin/remotes` (administrators): every remote's channel, history and last hour. */
const listReleasesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/remotes',
    { schema: { response: { 200: RemoteReleasesResponseSchema, ...releaseErrorResponses } } },
    async () => {
      const context = app.releaseRegistry.context;
      const data = await Promise.all(
        releaseRemoteNames.map((remote) => releaseOf(context, remote)),
      );
      return { success: true as const, data };
    },
  );
};

export default listReleasesRoute;
