import { developmentTokenSecrets, type ServiceApp } from '@drops/service-kit';
import { buildApp } from '../src/app';
import { bearer, insertSeller, sellDrop, startCatalog, type CatalogTest } from './fixtures';

/**
 * Issue 17: the runner claims its next batch while earlier ones are applied. Two apps over one
 * MariaDB database, each with small batches and three in flight, move 45 drops due at one
 * instant: each once, one `drop.live` event each, no job left behind.
 */
const clock = { at: Date.UTC(2030, 0, 1, 12), now: () => clock.at };
const tuning = { batchSize: 4, inFlight: 3, pollMs: 50 };
const drops = 45;
let catalog: CatalogTest;
let second: ServiceApp;

beforeAll(async () => {
  catalog = await startCatalog(undefined, { clock, phaseRunner: tuning });
  second = await buildApp({
    database: { knex: catalog.database.knex },
    tokenSecrets: developmentTokenSecrets,
    storage: {
      kind: 'local',
      directory: '/nonexistent',
      signingSecret: 'catalog-test-signing-secret',
      publicBaseUrl: 'http://localhost:8080/api/v1/s3/files',
    },
    logLevel: 'silent',
    clock,
    phaseRunner: tuning,
  });
  await second.ready();
});

afterAll(async () => {
  await second?.close();
  await catalog?.close();
});

it('moves each of many drops once with pipelined batches on two runners', async () => {
  const { app, database } = catalog;
  const db = database.knex;
  const sellerId = await insertSeller(db, { accountType: 'sell' });
  const launch = clock.at + 60_000;
  const ids: string[] = [];
  for (let index = 0; index < drops; index += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/seller/products',
      headers: bearer(app, sellerId),
      payload: sellDrop({ name: `Batch ${index}`, launchDate: new Date(launch).toISOString() }),
    });
    expect(response.statusCode).toBe(201);
    ids.push(response.json().data._id as string);
  }

  clock.at = launch;
  app.phaseRunner.kick();
  second.phaseRunner.kick();
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
  const deadline = Date.now() + 20_000;
  while ((await liveCount()) < drops && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await liveCount()).toBe(drops);
  // A further pass of either runner finds nothing to move.
  expect(await app.phaseRunner.runDue()).toBe(0);
  expect(await second.phaseRunner.runDue()).toBe(0);

  const events = (await db('catalog_outbox')
    .whereIn('entity_id', ids)
    .where('type', 'drop.live')
    .select('entity_id', 'event_id')) as { entity_id: string; event_id: string }[];
  const perDrop = new Map<string, Set<string>>();
  for (const event of events)
    perDrop.set(event.entity_id, (perDrop.get(event.entity_id) ?? new Set()).add(event.event_id));
  expect(perDrop.size).toBe(drops);
  expect([...perDrop.values()].every((one) => one.size === 1)).toBe(true);
  expect(
    await db('catalog_phase_jobs').whereIn('product_id', ids).count({ n: '*' }).first(),
  ).toEqual({ n: 0 });
});
