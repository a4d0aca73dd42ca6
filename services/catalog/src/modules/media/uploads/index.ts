import multipart from '@fastify/multipart';
import type { FastifyError } from 'fastify';
import type { ServiceApp } from '@drops/service-kit';
import type { Storage } from '../storage';
import { registerDirectUploadRoutes } from './direct-uploads';
import { registerFilesRoute } from './files-route';
import { signedPutRoute } from './signed-put-route';
import { registerSignedUrlRoute, type MediaSigner } from './signed-url-route';
import { defaultLargeJsonUploadLimits, type LargeJsonUploadLimits } from './large-json-uploads';
import { fileTooLarge } from './upload-errors';
import { registerUploadRoutes, type StoredHook } from './upload-routes';

export interface UploadRoutesOptions {
  storage: Storage;
  /** Default: `defaultLargeJsonUploadLimits`. */
  largeJsonUploads?: LargeJsonUploadLimits;
  /** Told each request's stored keys (the catalog queues their thumbnails). */
  onStored?: StoredHook;
  /** The signed links' answers (with each key's ready thumbnails). */
  signer: MediaSigner;
}

/** Fastify's own "too large" errors (JSON body limit, multipart file limit). */
const tooLargeCodes = new Set(['FST_ERR_CTP_BODY_TOO_LARGE', 'FST_REQ_FILE_TOO_LARGE']);

/**
 * Uploads (`POST /s3/...`), signed links (`GET /s3/get-signed-url/*`) and, for local disk, the
 * signed file links (`GET /s3/files/*`). Encapsulated: multipart parsing and the error mapping
 * below apply to these routes only.
 */
export async function uploadRoutes(app: ServiceApp, options: UploadRoutesOptions): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });

  // A too-large body says so like an upload check does; everything else goes to the
  // service's own error handler (an error handler that throws hands over to its parent).
  app.setErrorHandler((error: FastifyError) => {
    if (tooLargeCodes.has(error.code)) throw fileTooLarge('file');
    throw error;
  });

  registerUploadRoutes(
    app,
    options.storage,
    options.largeJsonUploads ?? defaultLargeJsonUploadLimits,
    options.onStored ?? (async () => undefined),
  );
  registerDirectUploadRoutes(app, options.storage, options.onStored ?? (async () => undefined));
  registerSignedUrlRoute(app, options.signer);
  if (options.storage.localFiles) {
    registerFilesRoute(app, options.storage.localFiles);
    // Its own context: the only route whose body is a raw file.
    await app.register(signedPutRoute, { storage: options.storage });
  }
}
