import type { Knex } from 'knex';
import { atMostEvery, LeasedWorker, LeaseTable, retryDelayMs } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

/** The relay mechanics the outbox, the mail sender and job runners share, on MariaDB. */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.knex.schema.createTable('test_leases', (table) => {
    table.string('name', 64).primary();
    table.string('owner', 64).nullable();
    table.bigInteger('until').notNullable();
    table.bigInteger('next_attempt_at').notNullable().defaultTo(0);
  });
});
afterAll(() => database.destroy());

describe('LeaseTable', () => {
  it('one replica holds a lease until it lets go or stops renewing it', async () => {
    const first = new LeaseTable(database.knex, { table: 'test_leases', keyColumn: 'name' });
    const second = new LeaseTable(database.knex, { table: 'test_leases', keyColumn: 'name' });
    const now = Date.now();
    expect(await first.claim('relay', now, 1_000)).toBe(true);
    expect(await second.claim('relay', now, 1_000)).toBe(false);
    // Another key is free; the holder renews its own.
    expect(await second.claim('other', now, 1_000)).toBe(true);
    expect(await first.claim('relay', now + 500, 1_000)).toBe(true);
    expect(await second.claim('relay', now + 1_400, 1_000)).toBe(false);
    // Not renewed in time: the other replica takes it over.
    expect(await second.claim('relay', now + 1_600, 1_000)).toBe(true);
    expect(await first.claim('relay', now + 1_700, 1_000)).toBe(false);
    // Releasing gives back only one's own leases.
    await first.release();
    expect(await first.claim('relay', now + 1_800, 1_000)).toBe(false);
    await second.release();
    expect(await first.claim('relay', now + 1_900, 1_000)).toBe(true);
    expect(await first.claim('other', now + 1_900, 1_000)).toBe(true);
  });

  it('a narrowing condition keeps the lease from being taken (a retry still waiting)', async () => {
    const leases = new LeaseTable(database.knex, {
      table: 'test_leases',
      keyColumn: 'name',
      newRow: { next_attempt_at: 0 },
    });
    const now = Date.now();
    await database
      .knex('test_leases')
      .insert({ name: 'waits', until: 0, next_attempt_at: now + 500 });
    const dueBy = (time: number) => (query: Knex.QueryBuilder) =>
      void query.andWhere('next_attempt_at', '<=', time);
    expect(await leases.claim('waits', now, 1_000, dueBy(now))).toBe(false);
    expect(await leases.claim('waits', now + 600, 1_000, dueBy(now + 600))).toBe(true);
  });
});

describe('LeasedWorker', () => {
  it('runs a pass at start and on each kick (one more after a pass in progress), none after stop', async () => {
    let passes = 0;
    let releases = 0;
    let finishPass: () => void = () => {};
    const worker = new LeasedWorker({
      pollMs: 60_000,
      pass: async () => {
        passes += 1;
        await new Promise<void>((resolve) => {
          finishPass = resolve;
        });
      },
      release: async () => {
        releases += 1;
      },
    });
    worker.kick(); // not started: nothing
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(passes).toBe(0);
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(passes).toBe(1);
    // Kicked twice while the pass runs: one more pass, right after it.
    worker.kick();
    worker.kick();
    finishPass();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(passes).toBe(2);
    const stopped = worker.stop();
    let done = false;
    void stopped.then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // stop() waits for the pass in progress, then releases the leases.
    expect(done).toBe(false);
    finishPass();
    await stopped;
    expect(releases).toBe(1);
    worker.kick();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(passes).toBe(2);
  });

  it('goes on after a failed pass, telling onError', async () => {
    const errors: unknown[] = [];
    let passes = 0;
    const worker = new LeasedWorker({
      pollMs: 10,
      pass: async () => {
        passes += 1;
        if (passes === 1) throw new Error('database away');
      },
      onError: (error) => errors.push(error),
    });
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await worker.stop();
    expect(errors).toEqual([new Error('database away')]);
    expect(passes).toBeGreaterThan(1);
  });

  it('starts after firstPassInMs, and comes back sooner than pollMs when a pass says work is due', async () => {
    const passes: number[] = [];
    const started = Date.now();
    const worker = new LeasedWorker({
      pollMs: 60_000,
      // The first pass knows of work due in 50 ms; the second of none.
      pass: async () => {
        passes.push(Date.now() - started);
        return passes.length === 1 ? { dueInMs: 50 } : undefined;
      },
    });
    worker.start(100);
    // No check at 60 ms: on a loaded machine that timer itself fires after 100 ms. The first
    // pass's time below says it waited.
    await new Promise((resolve) => setTimeout(resolve, 260));
    await worker.stop();
    expect(passes).toHaveLength(2);
    expect(passes[0]).toBeGreaterThanOrEqual(95);
    expect((passes[1] as number) - (passes[0] as number)).toBeGreaterThanOrEqual(45);
  });
});

it('retryDelayMs doubles from the base up to the ceiling', () => {
  expect([1, 2, 3, 4, 5, 6].map((attempts) => retryDelayMs(attempts, 250, 5_000))).toEqual([
    250, 500, 1_000, 2_000, 4_000, 5_000,
  ]);
});

it('atMostEvery runs its task once per interval', async () => {
  let runs = 0;
  const prune = atMostEvery(60_000, async () => {
    runs += 1;
  });
  await prune();
  await prune();
  expect(runs).toBe(1);
});
