import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorBodySchema, releaseFilePathPattern, versionIdPattern } from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';
import { immutableCacheControl, versionPrefixOf } from '../storage/release-storage';
import { remoteOf } from './responses';

const FileParamsSchema = Type.Object({
  name: Type.String({ maxLength: 64 }),
  version: Type.String({ pattern: versionIdPattern }),
  '*': Type.String({ maxLength: 200, pattern: releaseFilePathPattern }),
});

/**
 * `GET /remotes/{name}/{version}/{path}`: a published build's file when the builds are kept on
 * local disk (`npm start`); on S3 the bucket serves them. Immutable: cached for a year.
 */
const buildFilesRoute: FastifyPluginAsyncTypebox = async (app) => {
  const read = app.releaseRegistry.context.storage.read;
  if (!read) return;
  app.get(
    '/remotes/:name/:version/*',
    {
      schema: {
        params: FileParamsSchema,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { name, version, '*': path } = request.params;
      const file = await read(`${versionPrefixOf(remoteOf(name), version)}${path}`);
      if (!file) throw new NotFoundError();
      return reply
        .header('cache-control', immutableCacheControl)
        .type(file.contentType)
        .send(file.body);
    },
  );
};

export default buildFilesRoute;
