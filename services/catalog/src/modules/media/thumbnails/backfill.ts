import {
  isThumbnailSource,
  storageKeyPrefixes,
  thumbnailFormats,
  thumbnailKeyOf,
} from '@drops/contracts';
import type { Storage } from '../storage';
import type { ThumbnailJob, ThumbnailJobsRepository } from './thumbnail-jobs-repository';
import { imageFaults } from './thumbnail-worker';

/** Where a backfill stands; `onProgress` gets one after each batch, the run answers the last. */
export interface BackfillProgress {
  /** Stored originals looked at so far, of `total` (those after `after` when resuming). */
  checked: number;
  total: number;
  /** Jobs this run queued: originals never queued, or whose thumbnails went missing. */
  queued: number;
  /** Of `queued`: thumbnails made once and missing from storage since (or a job that failed). */
  requeued: number;
  /** Jobs already waiting or being made (an upload, an earlier run): left as they are. */
  waiting: number;
  /** Originals whose thumbnails are all in storage. */
  complete: number;
  /** Images the worker could not read or found too large: another try would fail the same. */
  unusable: number;
  /** The last original looked at: a run given it as `after` carries on from there. */
  lastKey: string | null;
}

export interface BackfillOptions {
  storage: Storage;
  jobs: ThumbnailJobsRepository;
  /** Resumes a run: only originals whose keys sort after this one. */
  after?: string;
  /** Originals judged per database query (and per progress report). */
  batchSize?: number;
  onProgress?: (progress: BackfillProgress) => void;
}

type Verdict = 'new' | 'missing' | 'waiting' | 'complete' | 'unusable';

/** The media prefixes in the order their keys sort, so that one `after` runs across them all. */
const mediaPrefixes = Object.values(storageKeyPrefixes).sort();

/** How many storage checks run at once (S3: one HEAD each). */
const checksAtOnce = 8;

async function* storedOriginals(storage: Storage, after: string | undefined) {
  for (const prefix of mediaPrefixes) {
    for await (const key of storage.listKeys(prefix, { after })) {
      if (isThumbnailSource(key)) yield key;
    }
  }
}

async function* batchesOf(keys: AsyncIterable<string>, size: number) {
  let batch: string[] = [];
  for await (const key of keys) {
    batch.push(key);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

async function allStored(storage: Storage, keys: string[]): Promise<boolean> {
  const found = await Promise.all(keys.map((key) => storage.exists(key)));
  return found.every(Boolean);
}

/** What an original needs, from its job (if any) and, for a made one, its files in storage. */
async function verdictOf(
  storage: Storage,
  sourceKey: string,
  job: ThumbnailJob | undefined,
): Promise<Verdict> {
  if (!job) return 'new';
  switch (job.status) {
    case 'pending':
    case 'processing':
      return 'waiting';
    case 'failed':
      // A failure of the moment (storage down, the original not there yet) is tried again.
      return job.error === imageFaults.tooLarge || job.error === imageFaults.unreadable
        ? 'unusable'
        : 'missing';
    case 'ready': {
      const derived = job.widths.flatMap((width) =>
        thumbnailFormats.map((format) => thumbnailKeyOf(sourceKey, width, format)),
      );
      return derived.length > 0 && (await allStored(storage, derived)) ? 'complete' : 'missing';
    }
  }
}

/** Runs `work` on each item, `limit` at a time, answering in the items' order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit) {
    results.push(...(await Promise.all(items.slice(start, start + limit).map(work))));
  }
  return results;
}

/**
 * Issue 27: queues the thumbnails missing from stored media (images stored before the pipeline,
 * or whose derived files were lost), through the same `image_thumbnails` jobs an upload queues;
 * the services' workers make them. Walks the storage itself (the catalog owns every media key,
 * the sellers' pictures included) in key order, so a run stopped halfway resumes with `after`.
 * Safe to run twice: a waiting job is left alone and a made one is only queued again when its
 * files are missing, so a second run queues nothing new.
 */
export async function backfillThumbnails(options: BackfillOptions): Promise<BackfillProgress> {
  const { storage, jobs, after } = options;
  let total = 0;
  // A first walk for the count (keys only), so progress reads "n of total".
  for await (const _key of storedOriginals(storage, after)) total += 1;
  const progress: BackfillProgress = {
    checked: 0,
    total,
    queued: 0,
    requeued: 0,
    waiting: 0,
    complete: 0,
    unusable: 0,
    lastKey: null,
  };
  const originals = storedOriginals(storage, after);
  for await (const batch of batchesOf(originals, options.batchSize ?? 100)) {
    const found = await jobs.findMany(batch);
    const verdicts = await mapLimited(batch, checksAtOnce, (key) =>
      verdictOf(storage, key, found.get(key)),
    );
    for (const [index, key] of batch.entries()) {
      const verdict = verdicts[index];
      if (verdict === 'new') {
        await jobs.enqueue(key);
        progress.queued += 1;
      } else if (verdict === 'missing') {
        if (await jobs.requeue(key)) {
          progress.queued += 1;
          progress.requeued += 1;
        } else progress.waiting += 1;
      } else if (verdict === 'waiting') progress.waiting += 1;
      else if (verdict === 'complete') progress.complete += 1;
      else progress.unusable += 1;
    }
    progress.checked += batch.length;
    progress.lastKey = batch[batch.length - 1] ?? progress.lastKey;
    options.onProgress?.({ ...progress });
  }
  return progress;
}
