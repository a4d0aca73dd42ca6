import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RemoteParamsSchema,
  RemoteReleaseResponseSchema,
  RemoteReleasesResponseSchema,
  releaseRemoteNames,
} from '@drops/contracts';
import { releaseOf } from '../registry/release-views';
import { releaseErrorResponses, remoteOf } from './responses';

/** `GET /admin/remotes` (administrators): every remote's channel, history and last hour. */
export const listReleasesRoute: FastifyPluginAsyncTypebox = async (app) => {
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

/**
 * `GET /admin/remotes/{name}`: one remote, for an administrator or that remote's release token
 * (its pipeline reads the channel it changes: `pnpm release status`, `rollback`).
 */
export const getReleaseRoute: FastifyPluginAsyncTypebox = async (app) => {
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
