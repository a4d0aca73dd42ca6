/**
 * Issue 27, for operators: queues the thumbnails missing from stored media, then exits
 * (`pnpm --filter @drops/catalog-service thumbnails:backfill [--after <key>]`, or
 * `node dist/backfill-thumbnails.js` from the built service). The running services' workers make
 * them. Safe to run again at any time; a run stopped halfway carries on with `--after` and the
 * last key it printed (or simply runs again: what is queued or made is skipped).
 */
import { parseArgs } from 'node:util';
import { createKnex, prepareStorage } from '@drops/db';
import { runAndExit } from '@drops/service-kit';
import { readDatabaseUrl, readStorageConfig } from './config';
import { migrateCatalogDatabase } from './migrations';
import { createStorage } from './modules/media/storage';
import { backfillThumbnails, type BackfillProgress } from './modules/media/thumbnails/backfill';
import { createThumbnailJobsRepository } from './modules/media/thumbnails/thumbnail-jobs-repository';

const print = (line: string) => process.stdout.write(`thumbnails backfill: ${line}\n`);

function progressLine(progress: BackfillProgress): string {
  return `${progress.queued}/${progress.total} queued, ${progress.checked}/${progress.total} checked (last ${progress.lastKey})`;
}

function summaryOf(progress: BackfillProgress): string {
  return [
    `done: ${progress.queued}/${progress.total} queued (${progress.requeued} of them made before and missing since)`,
    `${progress.waiting} already queued`,
    `${progress.complete} complete`,
    `${progress.unusable} unreadable or too large (not queued)`,
  ].join(', ');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { after: { type: 'string' } } });
  const databaseUrl = readDatabaseUrl();
  const storage = createStorage(readStorageConfig());
  await prepareStorage(databaseUrl);
  const db = createKnex(databaseUrl);
  try {
    // As the service does on start (a no-op once it has started): the jobs table must exist.
    await migrateCatalogDatabase(db);
    print(values.after ? `resuming after ${values.after}` : 'looking through stored media');
    const result = await backfillThumbnails({
      storage,
      jobs: createThumbnailJobsRepository(db),
      after: values.after,
      onProgress: (progress) => print(progressLine(progress)),
    });
    print(summaryOf(result));
  } finally {
    await db.destroy();
  }
}

runAndExit(main);
