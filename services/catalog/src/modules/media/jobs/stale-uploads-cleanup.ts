import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { directUploadLimits } from '@drops/contracts';
import { LeasedWorker } from '@drops/db';
import type { DirectUploadsRepository } from '../direct-uploads-repository';
import type { Storage } from '../storage';

export interface StaleUploadsCleanupOptions {
  uploads: DirectUploadsRepository;
  storage: Storage;
  log: FastifyBaseLogger;
  /** How often a replica tries; default 10 minutes. */
  intervalMs?: number;
  /** A pending upload older than this is deleted; default 24 h (issue 18). */
  maxAgeMs?: number;
  /** Rows handled per run. */
  batchSize?: number;
}

const jobName = 'stale-direct-uploads';

/**
 * Deletes direct uploads never completed (their staging object and row) once a day old.
 * Periodic in every replica (a `LeasedWorker`, its first pass one interval after start), but
 * leased: only the replica holding `catalog_job_leases` runs a pass, so two replicas never race
 * over the same rows.
 */
export function staleUploadsCleanup(options: StaleUploadsCleanupOptions) {
  const intervalMs = options.intervalMs ?? 10 * 60 * 1000;
  const maxAgeMs = options.maxAgeMs ?? directUploadLimits.pendingMaxAgeMs;
  const batchSize = options.batchSize ?? 200;
  const holder = randomBytes(8).toString('hex');

  /** One pass: the number of uploads deleted (0 when another replica holds the lease). */
  async function runOnce(now = Date.now()): Promise<number> {
    // The lease outlives a pass comfortably and lapses if this replica dies.
    if (!(await options.uploads.takeLease(jobName, holder, now, 2 * intervalMs))) return 0;
    const stale = await options.uploads.stalePending(now - maxAgeMs, batchSize);
    let deleted = 0;
    for (const upload of stale) {
      try {
        await options.storage.delete(upload.stagingKey);
        await options.uploads.remove(upload.id);
        deleted += 1;
      } catch (error) {
        options.log.warn({ err: error, uploadId: upload.id }, 'stale upload not deleted');
      }
    }
    return deleted;
  }

  const worker = new LeasedWorker({
    pollMs: intervalMs,
    pass: async () => {
      await runOnce();
    },
    onError: (error) => options.log.warn({ err: error }, 'stale uploads cleanup failed'),
  });

  return {
    runOnce,
    start: () => worker.start(intervalMs),
    stop: () => worker.stop(),
  };
}
