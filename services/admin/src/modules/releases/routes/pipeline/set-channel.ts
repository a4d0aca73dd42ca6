import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChannelConflictBodySchema,
  ChannelResponseSchema,
  RemoteParamsSchema,
  SetChannelBodySchema,
  releaseMessages,
} from '@drops/contracts';
import { setChannel } from '../../registry/change-channel';
import { actorOf } from '../release-access';
import { releaseErrorResponses, remoteOf } from '../responses';

/**
 * `PUT /admin/remotes/{name}/channel` `{ stable, canary?, reason, version? }`: promote, canary,
 * roll back. 409 with `current` when `version` is not the channel's any more; 422 when a version
 * named is not registered, removed, or the canary is the stable version.
 */
const setChannelRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/admin/remotes/:name/channel',
    {
      schema: {
        params: RemoteParamsSchema,
        body: SetChannelBodySchema,
        response: {
          200: ChannelResponseSchema,
          ...releaseErrorResponses,
          409: ChannelConflictBodySchema,
        },
      },
    },
    async (request) => {
      const data = await setChannel(
        app.releaseRegistry.context,
        remoteOf(request.params.name),
        request.body,
        actorOf(request),
        request.id,
      );
      return { success: true as const, message: releaseMessages.channelChanged, data };
    },
  );
};

export default setChannelRoute;
