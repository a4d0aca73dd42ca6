import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { RemoteChannelsResponseSchema, type RemoteChannelsResponse } from '@drops/contracts';

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * `GET /remotes` (no token): each remote's stable version and canary, served from memory (the
 * body is serialized once per change). Caches may keep it 5 seconds; after that an
 * `If-None-Match` with the current tag is answered 304.
 */
const publicChannelsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/remotes',
    {
      schema: {
        headers: Type.Object({ 'if-none-match': Type.Optional(Type.String({ maxLength: 400 })) }),
        response: {
          200: RemoteChannelsResponseSchema,
          304: Type.String({ maxLength: 0, description: 'Not modified: the tag sent is current' }),
        },
      },
    },
    async (request, reply) => {
      const { json, etag } = app.releaseRegistry.context.snapshot.publicChannels;
      void reply.header('cache-control', 'public, max-age=5').header('etag', etag);
      // Nothing after the headers: a 304 that declared a body would break the proxy's read.
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send('');
      // Serialized once per change: Fastify sends a JSON string as it is.
      const serialized = json as unknown as RemoteChannelsResponse;
      return reply.type('application/json; charset=utf-8').send(serialized);
    },
  );
};

export default publicChannelsRoute;
