import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RemoteParamsSchema, RemoteReleaseResponseSchema } from '@drops/contracts';
import { releaseOf } from '../../registry/release-views';
import { releaseErrorResponses, remoteOf } from '../responses';

/**
 * `GET /admin/remotes/{name}`: one remote, for an administrator or that remote's release token
 * (its pipeline reads the channel it changes: `pnpm release status`, `rollback`).
 */
const getReleaseRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/remotes/:name',
    {
      schema: {
        params: RemoteParamsSchema,
        response: { 200: RemoteReleaseResponseSchema, ...releaseErrorResponses },
      },
    },
    async (request) => {
      const data = await releaseOf(app.releaseRegistry.context, remoteOf(request.params.name));
      return { success: true as const, data };
    },
  );
};

export default getReleaseRoute;
