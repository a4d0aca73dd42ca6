import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { thumbnailFormats, thumbnailKeyOf, type ThumbnailWidth } from '@drops/contracts';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { catalogMigrations } from '../../../app';
import { createStorage, type Storage, type StorageConfig } from '../storage';
import { backfillThumbnails, type BackfillProgress } from '../thumbnails/backfill';
import {
  createThumbnailJobsRepository,
  type ThumbnailJobsRepository,
} from '../thumbnails/thumbnail-jobs-repository';
import { createThumbnailWorker, type ThumbnailWorker } from '../thumbnails/thumbnail-worker';
import { backendNames, startBackend, type StorageBackend } from './storage-backends';

jest.setTimeout(180_000);

const run = promisify(execFile);
const catalogFolder = path.resolve(__dirname, '..');

const picture = (width: number, height: number, format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    [format]()
    .toBuffer();

const derivedKeys = (key: string, widths: readonly ThumbnailWidth[]) =>
  widths.flatMap((width) => thumbnailFormats.map((format) => thumbnailKeyOf(key, width, format)));

/** The environment that points the operators' command at this test's database and storage. */
function commandEnvironment(databaseUrl: string, config: StorageConfig): NodeJS.ProcessEnv {
  const storage =
    config.kind === 'local'
      ? { STORAGE_DIR: config.directory }
      : {
          S3_BUCKET: config.bucket,
          S3_ENDPOINT: config.endpoint,
          S3_ACCESS_KEY_ID: config.accessKeyId,
          S3_SECRET_ACCESS_KEY: config.secretAccessKey,
        };
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    CATALOG_DATABASE_URL: databaseUrl,
    ...storage,
  };
}

// Originals as they were stored before the pipeline existed: no job, no thumbnail.
const never = {
  photo: 'products/old/a.jpg',
  small: 'products/old/b.png',
  broken: 'products/old/broken.jpg',
  moodboard: 'seller-moodboards/old/board.webp',
  avatar: 'seller-profiles/old/avatar.png',
};
// Originals the pipeline knows: made and complete, made and lost since, queued and waiting.
const known = {
  complete: 'products/kept/c.jpg',
  lost: 'products/kept/d.jpg',
  waiting: 'products/kept/e.jpg',
};
const video = 'products/old/clip.mp4';

describe.each(backendNames)('thumbnails backfill on %s storage', (backendName) => {
  let database: TestDatabase;
  let backend: StorageBackend;
  let storage: Storage;
  let jobs: ThumbnailJobsRepository;
  let worker: ThumbnailWorker;

  beforeAll(async () => {
    database = await createTestDatabase(undefined, [catalogMigrations]);
    backend = await startBackend(backendName, 9);
    storage = createStorage(backend.config);
    jobs = createThumbnailJobsRepository(database.knex);
    worker = createThumbnailWorker({
      jobs,
      storage,
      log: { warn: () => undefined, error: () => undefined },
    });
    const put = (key: string, bytes: Buffer, contentType: string) =>
      storage.put(key, bytes, { contentType, contentLength: bytes.length });
    await put(never.photo, await picture(1200, 900, 'jpeg'), 'image/jpeg');
    await put(never.small, await picture(400, 300, 'png'), 'image/png');
    await put(never.broken, (await picture(800, 600, 'jpeg')).subarray(0, 300), 'image/jpeg');
    await put(never.moodboard, await picture(1000, 500, 'webp'), 'image/webp');
    await put(never.avatar, await picture(200, 200, 'png'), 'image/png');
    await put(video, Buffer.from('not an image'), 'video/mp4');
    for (const key of Object.values(known))
      await put(key, await picture(500, 500, 'jpeg'), 'image/jpeg');
    // Made through the pipeline; then one's files are lost; a third is queued, not made yet.
    await jobs.enqueue(known.complete);
    await jobs.enqueue(known.lost);
    expect(await worker.runUntilIdle()).toBe(2);
    for (const key of derivedKeys(known.lost, [96, 320])) await storage.delete(key);
    await jobs.enqueue(known.waiting);
  });

  afterAll(async () => {
    await database?.destroy();
    await backend?.cleanup();
  });

  it('queues each missing thumbnail once, reporting its progress, through the operators’ command', async () => {
    const { stdout } = await run('pnpm', ['run', '--silent', 'thumbnails:backfill'], {
      cwd: catalogFolder,
      env: commandEnvironment(database.url, backend.config),
    });
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('thumbnails backfill: looking through stored media');
    expect(lines[1]).toMatch(
      /^thumbnails backfill: 6\/8 queued, 8\/8 checked \(last seller-profiles\/old\/avatar.png\)$/,
    );
    expect(lines[2]).toBe(
      'thumbnails backfill: done: 6/8 queued (1 of them made before and missing since), 1 already queued, 1 complete, 0 unreadable or too large (not queued)',
    );
    for (const key of [...Object.values(never), known.lost, known.waiting])
      expect((await jobs.find(key))?.status).toBe('pending');
    // Lists stop naming the lost files at once (the original stands in until they are made).
    expect(await jobs.readyWidths([known.lost, known.complete])).toEqual(
      new Map([[known.complete, [96, 320]]]),
    );
    expect(await jobs.find(video)).toBeNull();
  });

  it('queues nothing new when run again before the thumbnails are made', async () => {
    const again = await backfillThumbnails({ storage, jobs });
    expect(again).toMatchObject({ total: 8, checked: 8, queued: 0, waiting: 7, complete: 1 });
  });

  it('leaves every original with its thumbnails in storage once the worker ran', async () => {
    expect(await worker.runUntilIdle()).toBe(7);
    const stored = new Set(await backend.listKeys());
    const expected: [string, ThumbnailWidth[]][] = [
      [never.photo, [96, 320, 960]],
      [never.small, [96, 320]],
      [never.moodboard, [96, 320, 960]],
      [never.avatar, [96]],
      [known.lost, [96, 320]],
      [known.waiting, [96, 320]],
    ];
    for (const [key, widths] of expected) {
      expect((await jobs.find(key))?.widths).toEqual(widths);
      for (const derived of derivedKeys(key, widths)) expect(stored).toContain(derived);
    }
    expect((await jobs.find(never.broken))?.status).toBe('failed');

    const progress: BackfillProgress[] = [];
    const done = await backfillThumbnails({
      storage,
      jobs,
      batchSize: 3,
      onProgress: (report) => progress.push(report),
    });
    expect(done).toMatchObject({ total: 8, queued: 0, waiting: 0, complete: 7, unusable: 1 });
    expect(progress.map((report) => `${report.checked}/${report.total}`)).toEqual([
      '3/8',
      '6/8',
      '8/8',
    ]);
  });

  it('resumes after the last key a stopped run printed', async () => {
    for (const key of derivedKeys(never.avatar, [96])) await storage.delete(key);
    for (const key of derivedKeys(known.complete, [96])) await storage.delete(key);
    // `known.complete` sorts before the cursor: a resumed run does not look at it again.
    const resumed = await backfillThumbnails({ storage, jobs, after: never.small });
    expect(resumed).toMatchObject({ total: 3, checked: 3, queued: 1, requeued: 1, unusable: 1 });
    expect((await jobs.find(never.avatar))?.status).toBe('pending');
    expect((await jobs.find(known.complete))?.status).toBe('ready');
  });
});
