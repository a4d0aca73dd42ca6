import { randomBytes } from 'node:crypto';
import { thumbnailKeyOf, uploadLimits, type ThumbnailWidth } from '@drops/contracts';
import { LeasedWorker } from '@drops/db';
import type { Storage } from '../storage';
import {
  makeThumbnails,
  MetadataNotRemovableError,
  OversizedImageError,
  readImageHeader,
  stripImageMetadata,
  UnreadableImageError,
  type Thumbnail,
} from './image-processing';
import {
  maxThumbnailAttempts,
  type ThumbnailJob,
  type ThumbnailJobsRepository,
} from './thumbnail-jobs-repository';

/** Derived objects never change under their key: caches may keep them as long as they like. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

const contentTypes = { avif: 'image/avif', webp: 'image/webp' } as const;

/** Where the worker reports failures: the service's logger, or the console for the seed. */
export interface ThumbnailLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ThumbnailWorkerOptions {
  jobs: ThumbnailJobsRepository;
  storage: Storage;
  log: ThumbnailLog;
  /** How long a taken job stays this worker's before another replica may take it over. */
  leaseMs?: number;
  /** How often an idle worker looks for jobs another replica's uploads left. */
  pollMs?: number;
}

export interface ThumbnailWorker {
  /** Starts the loop (idle until a job appears or `kick` is called). */
  start(): void;
  /** A job was just queued here: look now rather than at the next poll. */
  kick(): void;
  /** Finishes the job in hand, then stops. */
  stop(): Promise<void>;
  /** Works until no job is left (tests and the bench drive the worker with it). */
  runUntilIdle(): Promise<number>;
}

/**
 * The recorded failures that trying again cannot mend (the image itself is at fault); others
 * (storage down, the original missing at the time) may pass on another try.
 */
export const imageFaults = { tooLarge: 'image too large', unreadable: 'unreadable image' } as const;

/** What the job's failure means: try again later (storage down) or give up (bad image). */
function failureOf(error: unknown, attempts: number): { error: string; retry: boolean } {
  if (error instanceof OversizedImageError) return { error: imageFaults.tooLarge, retry: false };
  if (error instanceof UnreadableImageError || error instanceof MetadataNotRemovableError)
    return { error: imageFaults.unreadable, retry: false };
  const message = error instanceof Error ? error.message : String(error);
  return { error: message, retry: attempts < maxThumbnailAttempts };
}

/**
 * Makes the thumbnails of stored images, off the request path: one job at a time (sharp uses
 * a core; the service's requests keep the other), each leased in `image_thumbnails` so replicas
 * share the queue and a job outlives a restart. The loop is a `LeasedWorker` whose pass works
 * jobs until none is left.
 */
export function createThumbnailWorker(options: ThumbnailWorkerOptions): ThumbnailWorker {
  const { jobs, storage, log } = options;
  const leaseMs = options.leaseMs ?? 2 * 60 * 1000;
  const pollMs = options.pollMs ?? 5000;
  const owner = `thumbs-${randomBytes(6).toString('hex')}`;
  /** Set by `stop`: the pass in progress ends after the job in hand. */
  let stopping = false;
  let working: Promise<unknown> = Promise.resolve();

  async function storeThumbnails(sourceKey: string, thumbnails: Thumbnail[]): Promise<void> {
    const stored: string[] = [];
    try {
      for (const thumbnail of thumbnails) {
        const key = thumbnailKeyOf(sourceKey, thumbnail.width, thumbnail.format);
        await storage.put(key, thumbnail.bytes, {
          contentType: contentTypes[thumbnail.format],
          contentLength: thumbnail.bytes.length,
          cacheControl: immutableCacheControl,
        });
        stored.push(key);
      }
    } catch (error) {
      // None or all: a list never shows half of an image's thumbnails.
      await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
      throw error;
    }
  }

  async function process(job: ThumbnailJob): Promise<void> {
    try {
      const original = await storage.readBytes(job.sourceKey);
      if (!original) {
        await jobs.finish(owner, job.sourceKey, { error: 'original missing', retry: false });
        return;
      }
      if (original.length > uploadLimits.imageMaxBytes) throw new OversizedImageError(0);
      let source = original;
      // Uploads through the service store originals stripped already; one that arrived
      // another way (a direct upload to storage) is stripped here.
      if ((await readImageHeader(original)).carriesMetadata) {
        const type = contentTypeOfKey(job.sourceKey);
        source = await stripImageMetadata(original, type);
        if (source !== original) {
          await storage.put(job.sourceKey, source, {
            contentType: type,
            contentLength: source.length,
          });
        }
      }
      const thumbnails = await makeThumbnails(source);
      await storeThumbnails(job.sourceKey, thumbnails);
      const widths = [...new Set(thumbnails.map((thumbnail) => thumbnail.width))];
      await jobs.finish(owner, job.sourceKey, { widths: widths as ThumbnailWidth[] });
    } catch (error) {
      const failure = failureOf(error, job.attempts);
      log.warn({ key: job.sourceKey, err: error, retry: failure.retry }, 'thumbnails failed');
      await jobs.finish(owner, job.sourceKey, failure).catch((finishError: unknown) => {
        log.error({ key: job.sourceKey, err: finishError }, 'thumbnail job not recorded');
      });
    }
  }

  /** Takes and works one job; false when there was none. */
  async function step(): Promise<boolean> {
    const job = await jobs.lease(owner, leaseMs);
    if (!job) return false;
    const work = process(job);
    working = work;
    await work;
    return true;
  }

  const worker = new LeasedWorker({
    pollMs,
    pass: async () => {
      while (!stopping && (await step())) {
        // a job done: there may be another
      }
    },
    onError: (error) => log.error({ err: error }, 'thumbnail queue unavailable'),
  });

  return {
    start() {
      stopping = false;
      worker.start();
    },
    kick() {
      worker.kick();
    },
    async stop() {
      stopping = true;
      await worker.stop();
      await working.catch(() => undefined);
    },
    async runUntilIdle() {
      let done = 0;
      while (await step()) done += 1;
      return done;
    },
  };
}

function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  return `image/${extension}`;
}
