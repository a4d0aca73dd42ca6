import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  UploadFileBodySchema,
  UploadFileResponseSchema,
  VersionParamsSchema,
  releaseFileMaxBytes,
  releaseMessages,
} from '@drops/contracts';
import { ErrorBodySchema } from '@drops/contracts';
import { storeBuildFile } from '../../registry/store-build-file';
import { releaseErrorResponses, remoteOf } from '../responses';

/** Room for the base64 of the largest file and the JSON around it. */
const bodyLimit = Math.ceil(releaseFileMaxBytes / 3) * 4 + 64 * 1024;

/**
 * `PUT /admin/remotes/{name}/versions/{version}/files` `{ path, data }`: one file of a build,
 * base64, before its registration: 201 stored, 200 when the same bytes were there, 409 when
 * other bytes are (versions never change) or the version is registered.
 */
const uploadBuildFileRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/admin/remotes/:name/versions/:version/files',
    {
      bodyLimit,
      schema: {
        params: VersionParamsSchema,
        body: UploadFileBodySchema,
        response: {
          200: UploadFileResponseSchema,
          201: UploadFileResponseSchema,
          413: ErrorBodySchema,
          ...releaseErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { data, stored } = await storeBuildFile(
        app.releaseRegistry.context,
        remoteOf(request.params.name),
        request.params.version,
        request.body,
      );
      return reply
        .code(stored ? 201 : 200)
        .send({ success: true as const, message: releaseMessages.fileStored, data });
    },
  );
};

export default uploadBuildFileRoute;
