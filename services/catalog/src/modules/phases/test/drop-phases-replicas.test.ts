import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertSeller, startCatalog, type CatalogTest } from '../../../../test/fixtures';
import {
  expectAllLiveBy,
  expectNoJobsLeft,
  expectOneLiveEventEach,
  scheduleDrops,
} from './phase-race';

/**
 * Issue 17: two catalog processes (the real server entry, each with its runner) over one
 * MariaDB database race for the same launches; each drop goes live once, within 2 s of its
 * moment. The drops are written by an in-process app whose own runner is off.
 */
jest.setTimeout(120_000);

const tsx = path.resolve(__dirname, '../../../../../../node_modules/.bin/tsx');
const drops = 60;
let catalog: CatalogTest;
let sellerId: string;
let storage: string;
const replicas: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function startReplica(databaseUrl: string): Promise<void> {
  const port = await freePort();
  const child = spawn(tsx, [path.resolve(__dirname, '../../../server.ts')], {
    env: {
      ...process.env,
      CATALOG_DATABASE_URL: databaseUrl,
      CATALOG_PORT: String(port),
      // Nobody listens there: events stay in the outbox, where the test counts them.
      SELLER_SERVICE_URL: 'http://127.0.0.1:9',
      STORAGE_DIR: storage,
      LOG_LEVEL: 'error',
      METRICS_PORT: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  replicas.push(child);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const live = await fetch(`http://127.0.0.1:${port}/health/live`).then(
      (response) => response.ok,
      () => false,
    );
    if (live) return;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('replica did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  storage = await mkdtemp(path.join(tmpdir(), 'catalog-replicas-'));
  catalog = await startCatalog(undefined, { phaseRunner: { enabled: false } });
  sellerId = await insertSeller(catalog.database.knex, { accountType: 'sell' });
  await Promise.all([startReplica(catalog.database.url), startReplica(catalog.database.url)]);
});

afterAll(async () => {
  for (const child of replicas) child.kill('SIGTERM');
  await Promise.all(
    replicas.map(
      (child) =>
        new Promise((resolve) =>
          child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
        ),
    ),
  );
  await catalog?.close();
  await rm(storage, { recursive: true, force: true });
});

it('moves each drop live once, within 2 s of its launch, with two processes racing', async () => {
  const app = catalog.app;
  const launch = Date.now() + 8_000;
  const ids = await scheduleDrops(app, sellerId, drops, launch, 'Race');
  expect(Date.now()).toBeLessThan(launch);

  const db = catalog.database.knex;
  await expectAllLiveBy(db, ids, launch + 5_000, 100);
  // Let a late second pass show itself, if a replica were to make one.
  await new Promise((resolve) => setTimeout(resolve, 1_500));

  const events = await expectOneLiveEventEach(db, ids);
  const lateness = Math.max(...events.map((event) => Number(event.created_at) - launch));
  expect(lateness).toBeGreaterThanOrEqual(0);
  expect(lateness).toBeLessThan(2_000);
  await expectNoJobsLeft(db, ids);
});
