import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RegisterVersionBodySchema,
  RemoteParamsSchema,
  RemoteVersionResponseSchema,
  releaseMessages,
} from '@drops/contracts';
import { toRemoteVersion } from '../../releases-repository';
import { registerVersion } from '../../registry/register-version';
import { actorOf } from '../release-access';
import { releaseErrorResponses, remoteOf } from '../responses';

/**
 * `POST /admin/remotes/{name}/versions` `{ version, manifestUrl }`: 201 once the build passed the
 * compatibility gate, 200 when it was registered already with this manifest, 422 with one
 * sentence per problem, 409 when the version is taken by another manifest.
 */
const registerVersionRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/remotes/:name/versions',
    {
      schema: {
        params: RemoteParamsSchema,
        body: RegisterVersionBodySchema,
        response: {
          200: RemoteVersionResponseSchema,
          201: RemoteVersionResponseSchema,
          ...releaseErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const remote = remoteOf(request.params.name);
      const { version, created } = await registerVersion(
        app.releaseRegistry.context,
        remote,
        request.body,
        actorOf(request),
        request.id,
      );
      return reply.code(created ? 201 : 200).send({
        success: true as const,
        message: created
          ? releaseMessages.versionRegistered
          : releaseMessages.versionAlreadyRegistered,
        data: toRemoteVersion(version),
      });
    },
  );
};

export default registerVersionRoute;
