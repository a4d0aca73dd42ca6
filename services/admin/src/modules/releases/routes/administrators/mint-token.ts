import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NoBodySchema,
  ReleaseTokenResponseSchema,
  RemoteParamsSchema,
  releaseMessages,
} from '@drops/contracts';
import { mintReleaseToken } from '../../registry/release-tokens';
import { actorOf } from '../release-access';
import { releaseErrorResponses, remoteOf } from '../responses';

/**
 * `POST /admin/remotes/{name}/tokens` (administrators): a release token for the remote's
 * pipeline, shown once (`no-store`); it revokes the remote's previous one.
 */
const mintTokenRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/remotes/:name/tokens',
    {
      schema: {
        params: RemoteParamsSchema,
        body: NoBodySchema,
        response: { 201: ReleaseTokenResponseSchema, ...releaseErrorResponses },
      },
    },
    async (request, reply) => {
      const remote = remoteOf(request.params.name);
      const data = await mintReleaseToken(
        app.releaseRegistry.context,
        remote,
        actorOf(request),
        (claims) => app.jwt.release.sign(claims),
        (token) => (app.jwt.release.decode<{ exp: number }>(token)?.exp ?? 0) * 1000,
        request.id,
      );
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ success: true as const, message: releaseMessages.tokenCreated, data });
    },
  );
};

export default mintTokenRoute;
