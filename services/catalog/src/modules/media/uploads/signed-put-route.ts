import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import {
  ErrorBodySchema,
  SignedPutBodySchema,
  SignedPutQuerySchema,
  SignedPutResponseSchema,
  StorageKeyParamsSchema,
  uploadMessages,
} from '@drops/contracts';
import type { ServiceApp } from '@drops/service-kit';
import { isStagingKey, type Storage } from '../storage';
import { ByteLimit } from './stream-helpers';
import {
  fileSizeMismatch,
  fileTypeNotAllowed,
  linkExpired,
  linkInvalid,
  storageKeyInvalid,
  uploadFailed,
} from './upload-errors';

const mediaTypeOf = (request: IncomingMessage) =>
  (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();

/**
 * PUT /s3/files/{key}?expires=&type=&size=&signature=: the local-disk stand-in for an S3
 * presigned POST (issue 18). The signature binds key, type and size, so like S3's policy it
 * admits exactly the declared file; the bytes pass through the catalog, which is fine for
 * local development (decisions.md). Only staging keys are ever signed for upload.
 */
export async function signedPutRoute(app: ServiceApp, options: { storage: Storage }) {
  const { storage } = options;
  const files = storage.localFiles;
  if (!files) return;
  // The body is the file itself, of any type: read as a stream by the handler, never parsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.put(
    '/s3/files/*',
    {
      bodyLimit: Number.MAX_SAFE_INTEGER,
      schema: {
        params: StorageKeyParamsSchema,
        querystring: SignedPutQuerySchema,
        // Documented per media family; the body itself is read as a stream, never parsed.
        body: {
          content: {
            'image/*': { schema: SignedPutBodySchema },
            'video/*': { schema: SignedPutBodySchema },
          },
        },
        response: {
          200: SignedPutResponseSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const key = request.params['*'];
      if (!isStagingKey(key)) throw storageKeyInvalid();
      const { expires, type, size, signature } = request.query;
      const check = files.checkUploadLink(key, { expires, contentType: type, size, signature });
      if (check === 'invalid') throw linkInvalid();
      if (check === 'expired') throw linkExpired();
      if (mediaTypeOf(request.raw) !== type) throw fileTypeNotAllowed('file');
      const declared = request.headers['content-length'];
      if (declared !== undefined && declared !== size) throw fileSizeMismatch('file');
      const counter = new ByteLimit(Number(size));
      const [piped, stored] = await Promise.allSettled([
        pipeline(request.raw, counter),
        storage.put(key, counter, { contentType: type }),
      ]);
      if (counter.exceeded || counter.bytes !== Number(size)) {
        await storage.delete(key).catch(() => undefined);
        throw fileSizeMismatch('file');
      }
      if (piped.status === 'rejected' || stored.status === 'rejected') {
        await storage.delete(key).catch(() => undefined);
        throw uploadFailed(uploadMessages.imageFailed);
      }
      return { success: true as const };
    },
  );
}
