import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bearer, insertSeller, sellDrop, startCatalog, type CatalogTest } from './fixtures';

/**
 * Issue 17: two catalog processes (the real server entry, each with its runner) over one
 * MariaDB database race for the same launches; each drop goes live once, within 2 s of its
 * moment. The drops are written by an in-process app whose own runner is off.
 */
jest.setTimeout(120_000);

const tsx = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
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
  const child = spawn(tsx, [path.resolve(__dirname, '../src/server.ts')], {
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
  const ids: string[] = [];
  for (let index = 0; index < drops; index += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/seller/products',
      headers: bearer(app, sellerId),
      payload: sellDrop({ name: `Race ${index}`, launchDate: new Date(launch).toISOString() }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.phase).toBe('scheduled');
    ids.push(response.json().data._id as string);
  }
  expect(Date.now()).toBeLessThan(launch);

  const db = catalog.database.knex;
  const liveCount = async () =>
    Number(
      (
        (await db('products')
          .whereIn('id', ids)
          .where('phase', 'live')
          .count({ n: '*' })
          .first()) as {
          n: unknown;
        }
      ).n,
    );
  while ((await liveCount()) < drops && Date.now() < launch + 5_000)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await liveCount()).toBe(drops);
  // Let a late second pass show itself, if a replica were to make one.
  await new Promise((resolve) => setTimeout(resolve, 1_500));

  const events = (await db('catalog_outbox')
    .whereIn('entity_id', ids)
    .where('type', 'drop.live')
    .select('entity_id', 'event_id', 'created_at')) as {
    entity_id: string;
    event_id: string;
    created_at: unknown;
  }[];
  const perDrop = new Map<string, Set<string>>();
  for (const event of events)
    perDrop.set(event.entity_id, (perDrop.get(event.entity_id) ?? new Set()).add(event.event_id));
  expect(perDrop.size).toBe(drops);
  expect([...perDrop.values()].every((ids) => ids.size === 1)).toBe(true);
  const lateness = Math.max(...events.map((event) => Number(event.created_at) - launch));
  expect(lateness).toBeGreaterThanOrEqual(0);
  expect(lateness).toBeLessThan(2_000);
  expect(
    await db('catalog_phase_jobs').whereIn('product_id', ids).count({ n: '*' }).first(),
  ).toEqual({
    n: 0,
  });
});
