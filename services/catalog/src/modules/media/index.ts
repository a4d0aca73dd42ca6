import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { runWithApp } from '@drops/service-kit';
import {
  createDirectUploadsRepository,
  type DirectUploadsRepository,
} from './direct-uploads-repository';
import { staleUploadsCleanup } from './jobs/stale-uploads-cleanup';
import type { Storage } from './storage';
import { thumbnails, type ThumbnailsPluginOptions } from './thumbnails';
import type { LargeJsonUploadLimits } from './uploads/large-json-uploads';
import { createMediaUploads, type MediaUploads } from './uploads';
import { createMediaSigner, type MediaSigner } from './uploads/signed-url-route';

export { createStorage, type Storage, type StorageConfig } from './storage';
export { storagePrefixes } from './storage/keys';

export interface MediaOptions {
  /** Where files live (S3 or the local folder), made by app.ts, which also checks it for health. */
  storage: Storage;
  /** Large base64 JSON uploads read at once (uploads/large-json-uploads.ts); tests give fewer. */
  largeJsonUploads?: LargeJsonUploadLimits;
  /** The thumbnail worker (issue 18); tests stop it and drive it themselves. */
  thumbnails?: Pick<ThumbnailsPluginOptions, 'runWorker' | 'pollMs'>;
  /** The cleanup of direct uploads never completed; tests turn the timer off. */
  staleUploadsCleanup?: { intervalMs?: number; enabled?: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    directUploadsRepository: DirectUploadsRepository;
    /** Signed links of stored keys: the list of drops carries its thumbnails' (issue 28). */
    mediaSigner: MediaSigner;
    /** What the module's routes share: the storage, the stored keys' hook, the large JSON gate. */
    mediaUploads: MediaUploads;
  }
}

/**
 * Media: uploads (`POST /s3/...`, direct uploads), signed links and local file links, the storage
 * behind them, thumbnails and their worker, and the cleanup of direct uploads never completed.
 * Autoloaded with the other modules; reads its own key (`media`) of their options.
 */
async function mediaPlugin(app: FastifyInstance, { media: options }: { media: MediaOptions }) {
  const { storage } = options;
  const directUploads = createDirectUploadsRepository(app.db);
  app.decorate('directUploadsRepository', directUploads);
  await app.register(thumbnails, { storage, ...options.thumbnails });
  app.decorate(
    'mediaSigner',
    createMediaSigner(storage, (keys) => app.thumbnails.jobs.readyWidths(keys)),
  );
  // For the routes, autoloaded from routes/ (who may call each is its folder's autohooks).
  app.decorate(
    'mediaUploads',
    createMediaUploads(storage, {
      largeJsonUploads: options.largeJsonUploads,
      onStored: (keys) => app.thumbnails.requestFor(keys),
    }),
  );

  const cleanup = staleUploadsCleanup({
    uploads: directUploads,
    storage,
    log: app.log,
    intervalMs: options.staleUploadsCleanup?.intervalMs,
  });
  runWithApp(app, cleanup, options.staleUploadsCleanup?.enabled !== false);
}

export default fp(mediaPlugin, {
  name: 'catalog-media',
  dependencies: ['drops-database', 'catalog-seller-account', 'catalog-idempotency'],
});
