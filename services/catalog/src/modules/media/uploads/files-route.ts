import {
  ErrorBodySchema,
  SignedFileQuerySchema,
  StorageKeyParamsSchema,
  thumbnailSourceOf,
} from '@drops/contracts';
import type { ServiceApp } from '@drops/service-kit';
import { Type } from '@sinclair/typebox';
import type { Readable } from 'node:stream';
import {
  isStorageKey,
  StorageUnavailableError,
  type LocalFileAccess,
  type StoredFile,
} from '../storage';
import {
  fileNotFound,
  linkExpired,
  linkInvalid,
  mediaUrlFailed,
  storageKeyInvalid,
} from './upload-errors';
import { immutableCacheControl } from '../thumbnails/thumbnail-worker';

/** The file's bytes, streamed as they are (Fastify never serializes a stream). */
const FileContentSchema = Type.Unsafe<Readable>({ type: 'string', format: 'binary' });

/** `bytes=start-end` (one range, as video players ask), clamped to the file; null if unusable. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || size === 0 || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * GET /s3/files/{key}?expires=&signature=: the local-disk counterpart of an S3 presigned link.
 * No token: the HMAC signature is the capability, checked before the file is looked up so an
 * unsigned request learns nothing about which keys exist.
 */
export function registerFilesRoute(app: ServiceApp, files: LocalFileAccess): void {
  app.get(
    '/s3/files/*',
    {
      schema: {
        params: StorageKeyParamsSchema,
        querystring: SignedFileQuerySchema,
        response: {
          200: FileContentSchema,
          206: FileContentSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isStorageKey(key)) throw storageKeyInvalid();
      const expires = request.query.expires ?? '';
      const check = files.checkLink(key, expires, request.query.signature ?? '');
      if (check === 'invalid') throw linkInvalid();
      if (check === 'expired') throw linkExpired();
      let stored: StoredFile | null;
      try {
        stored = await files.read(key);
      } catch (error) {
        if (error instanceof StorageUnavailableError) throw mediaUrlFailed();
        throw error;
      }
      if (!stored) throw fileNotFound();
      const maxAge = Math.max(0, Number(expires) - Math.floor(Date.now() / 1000));
      // A thumbnail never changes under its key (issue 18 point 5); as S3 serves it.
      const cacheControl =
        thumbnailSourceOf(key) === null ? `private, max-age=${maxAge}` : immutableCacheControl;
      reply
        .header('content-type', stored.contentType)
        .header('cache-control', cacheControl)
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes');
      const range = rangeOf(request.headers.range, stored.contentLength);
      if (range) {
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${stored.contentLength}`)
          .header('content-length', range.end - range.start + 1)
          .send(stored.open(range));
      }
      return reply.header('content-length', stored.contentLength).send(stored.open());
    },
  );
}
