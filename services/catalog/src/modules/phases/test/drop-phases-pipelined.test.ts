import { developmentTokenSecrets, type ServiceApp } from '@drops/service-kit';
import { buildApp } from '../../../app';
import { insertSeller, startCatalog, type CatalogTest } from '../../../../test/fixtures';
import {
  expectAllLiveBy,
  expectNoJobsLeft,
  expectOneLiveEventEach,
  scheduleDrops,
} from './phase-race';

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
  const ids = await scheduleDrops(app, sellerId, drops, launch, 'Batch');

  clock.at = launch;
  app.phaseRunner.kick();
  second.phaseRunner.kick();
  await expectAllLiveBy(db, ids, Date.now() + 20_000, 50);
  // A further pass of either runner finds nothing to move.
  expect(await app.phaseRunner.runDue()).toBe(0);
  expect(await second.phaseRunner.runDue()).toBe(0);

  await expectOneLiveEventEach(db, ids);
  await expectNoJobsLeft(db, ids);
});
