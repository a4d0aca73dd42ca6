import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { isThumbnailSource } from '@drops/contracts';
import { observeQueueDepth, runWithApp } from '@drops/service-kit';
import type { Storage } from '../storage';
import {
  createThumbnailJobsRepository,
  type ThumbnailJobsRepository,
} from './thumbnail-jobs-repository';
import { createThumbnailWorker, type ThumbnailWorker } from './thumbnail-worker';

export interface Thumbnails {
  jobs: ThumbnailJobsRepository;
  worker: ThumbnailWorker;
  /**
   * An image was stored under `key` (by any upload path): queue its thumbnails and wake the
   * worker. A failure to queue is logged, never the uploader's: lists show the original.
   */
  requestFor(keys: string[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    thumbnails: Thumbnails;
  }
}

export interface ThumbnailsPluginOptions {
  storage: Storage;
  /** False: jobs are queued but this process makes none (tests drive `worker.runUntilIdle`). */
  runWorker?: boolean;
  pollMs?: number;
}

async function thumbnailsPlugin(app: FastifyInstance, options: ThumbnailsPluginOptions) {
  const jobs = createThumbnailJobsRepository(app.db);
  const worker = createThumbnailWorker({
    jobs,
    storage: options.storage,
    log: app.log.child({ component: 'thumbnails' }),
    pollMs: options.pollMs,
  });
  app.decorate('thumbnails', {
    jobs,
    worker,
    async requestFor(keys) {
      const images = keys.filter(isThumbnailSource);
      if (images.length === 0) return;
      try {
        for (const key of images) await jobs.enqueue(key);
        worker.kick();
      } catch (error) {
        app.log.error({ err: error, keys: images }, 'thumbnail jobs not queued');
      }
    },
  });
  observeQueueDepth(
    app,
    'drop_thumbnail_jobs',
    'Thumbnail jobs waiting (state=pending) and being made (state=processing).',
    () => jobs.depth(),
  );
  runWithApp(app, worker, options.runWorker ?? true);
}

export const thumbnails = fp(thumbnailsPlugin, {
  name: 'catalog-thumbnails',
  dependencies: ['drops-database'],
});
