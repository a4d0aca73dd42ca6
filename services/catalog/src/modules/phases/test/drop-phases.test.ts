import { launchMessages, serverMessages } from '@drops/contracts';
import { developmentTokenSecrets, type ServiceApp } from '@drops/service-kit';
import { buildApp } from '../../../app';
import {
  bearer,
  insertSeller,
  sellDrop,
  startCatalog,
  type CatalogTest,
} from '../../../../test/fixtures';

/**
 * Issue 17 on MariaDB: every phase move of a drop at its moment, by the job runner driven here
 * by hand with a clock the test moves; reschedules on the seller's changes; a restart between
 * the schedule and the launch.
 */
const hour = 3_600_000;
const clock = { at: Date.UTC(2030, 0, 1, 12), now: () => clock.at };
let catalog: CatalogTest;
let app: ServiceApp;
let sellerId: string;

beforeAll(async () => {
  catalog = await startCatalog(undefined, { clock, phaseRunner: { enabled: false } });
  app = catalog.app;
  sellerId = await insertSeller(catalog.database.knex, { accountType: 'sell' });
});

afterAll(async () => {
  await catalog?.close();
});

beforeEach(() => {
  clock.at = Date.UTC(2030, 0, 1, 12);
});

const iso = (epochMs: number) => new Date(epochMs).toISOString();

async function send(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) {
  return app.inject({ method, url, headers: bearer(app, sellerId), payload });
}

async function publish(overrides: Record<string, unknown>): Promise<string> {
  const response = await send('POST', '/seller/products', sellDrop(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().data._id as string;
}

async function dropOf(id: string, on: ServiceApp = app) {
  const response = await on.inject({
    url: `/seller/products/${id}`,
    headers: bearer(on, sellerId),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    phase: string;
    status: string;
    phaseChangesAt: string | null;
    launchDate: string | null;
    timeZone: string | null;
  };
}

/** The drop's phase events in the order written (one row each: no subscriber in these tests). */
async function phaseEvents(id: string): Promise<string[]> {
  const rows = (await catalog.database
    .knex('catalog_outbox')
    .where({ entity_id: id })
    .whereIn('type', [
      'drop.scheduled',
      'drop.early_access',
      'drop.live',
      'drop.ended',
      'drop.paused',
    ])
    .orderBy('seq')
    .select('type')) as { type: string }[];
  return rows.map((row) => row.type);
}

const jobOf = (id: string) =>
  catalog.database.knex('catalog_phase_jobs').where({ product_id: id }).first('due_at');

/** Moves the clock to `at` and lets the runner do what is due; answers the drops it moved. */
async function at(epochMs: number, on: ServiceApp = app): Promise<number> {
  clock.at = epochMs;
  return on.phaseRunner.runDue();
}

describe('phases move at their moment, once', () => {
  it('scheduled → early access → live → ended, each an event, each once', async () => {
    const launch = clock.at + 48 * hour;
    const expiry = launch + 10 * hour;
    const id = await publish({
      launchDate: iso(launch),
      expiryDate: iso(expiry),
      allowEarlyAccess: true,
      timeWindow: '24H',
    });
    expect(await dropOf(id)).toMatchObject({
      phase: 'scheduled',
      status: 'Upcoming',
      phaseChangesAt: iso(launch - 24 * hour),
    });
    expect(await at(launch - 24 * hour - 1)).toBe(0);
    expect((await dropOf(id)).phase).toBe('scheduled');

    expect(await at(launch - 24 * hour)).toBe(1);
    expect(await dropOf(id)).toMatchObject({
      phase: 'early_access',
      status: 'Upcoming',
      phaseChangesAt: iso(launch),
    });
    expect(await at(launch - 1)).toBe(0);
    expect(await at(launch)).toBe(1);
    expect(await dropOf(id)).toMatchObject({
      phase: 'live',
      status: 'Published',
      phaseChangesAt: iso(expiry),
    });
    expect(await at(expiry)).toBe(1);
    expect(await dropOf(id)).toMatchObject({ phase: 'ended', phaseChangesAt: null });
    // Nothing is left to do, and running again moves nothing.
    expect(await jobOf(id)).toBeUndefined();
    expect(await at(expiry + hour)).toBe(0);
    expect(await phaseEvents(id)).toEqual([
      'drop.scheduled',
      'drop.early_access',
      'drop.live',
      'drop.ended',
    ]);
  });

  it('early access off: scheduled straight to live at the launch', async () => {
    const launch = clock.at + 48 * hour;
    const id = await publish({ launchDate: iso(launch), allowEarlyAccess: false });
    expect(await at(launch - 24 * hour)).toBe(0);
    expect(await at(launch)).toBe(1);
    expect((await dropOf(id)).phase).toBe('live');
    expect(await phaseEvents(id)).toEqual(['drop.scheduled', 'drop.live']);
  });

  it('a drop published after its launch is live at once, and a draft is draft', async () => {
    const live = await publish({ launchDate: iso(clock.at - hour) });
    expect((await dropOf(live)).phase).toBe('live');
    expect(await phaseEvents(live)).toEqual(['drop.live']);
    const draft = await send('POST', '/seller/products', { name: 'Only a title' });
    expect(draft.json().data.phase).toBe('draft');
  });
});

describe('reschedules', () => {
  it('follows a launch moved later: nothing at the old time, live at the new one', async () => {
    const launch = clock.at + 2 * hour;
    const id = await publish({ launchDate: iso(launch) });
    const later = launch + 3 * hour;
    expect(
      (await send('PUT', `/seller/products/${id}`, { launchDate: iso(later) })).statusCode,
    ).toBe(200);
    expect(Number((await jobOf(id))?.due_at)).toBe(later);
    expect(await at(launch)).toBe(0);
    expect((await dropOf(id)).phase).toBe('scheduled');
    expect(await at(later)).toBe(1);
    expect((await dropOf(id)).phase).toBe('live');
  });

  it('follows a launch moved earlier, to a moment already past: live at once', async () => {
    const id = await publish({ launchDate: iso(clock.at + 5 * hour) });
    clock.at += hour;
    await send('PUT', `/seller/products/${id}`, { launchDate: iso(clock.at - 1000) });
    expect((await dropOf(id)).phase).toBe('live');
    expect(await jobOf(id)).toBeUndefined();
    expect(await phaseEvents(id)).toEqual(['drop.scheduled', 'drop.live']);
  });

  it('Stop Sell before the launch cancels the job; publishing again schedules it', async () => {
    const launch = clock.at + 2 * hour;
    const id = await publish({ launchDate: iso(launch) });
    const stop = await send('PUT', `/seller/products/${id}/status`, { status: 'Draft' });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().data.phase).toBe('draft');
    expect(await jobOf(id)).toBeUndefined();
    expect(await at(launch)).toBe(0);
    expect((await dropOf(id)).phase).toBe('draft');

    clock.at = launch - hour;
    await send('PUT', `/seller/products/${id}/status`, { status: 'Published' });
    expect((await dropOf(id)).phase).toBe('scheduled');
    expect(await at(launch)).toBe(1);
    expect(await phaseEvents(id)).toEqual(['drop.scheduled', 'drop.scheduled', 'drop.live']);
  });

  it('an administrator pause stops the clock; the restore picks the phase of the moment', async () => {
    const launch = clock.at + 2 * hour;
    const id = await publish({ launchDate: iso(launch) });
    const service = { authorization: `Bearer ${app.signToken('service', 'admin')}` };
    const pause = await app.inject({
      method: 'PUT',
      url: `/internal/products/${id}/moderation`,
      headers: service,
      payload: { status: 'paused', reason: 'other' },
    });
    expect(pause.statusCode).toBe(200);
    expect((await dropOf(id)).phase).toBe('paused');
    expect(await at(launch)).toBe(0);
    const restore = await app.inject({
      method: 'PUT',
      url: `/internal/products/${id}/moderation`,
      headers: service,
      payload: { status: 'published' },
    });
    expect(restore.statusCode).toBe(200);
    expect((await dropOf(id)).phase).toBe('live');
    expect(await phaseEvents(id)).toEqual(['drop.scheduled', 'drop.paused', 'drop.live']);
  });
});

describe('a restart between the schedule and the launch', () => {
  it('a new process over the same database moves the drop at its launch', async () => {
    const launch = clock.at + hour;
    const id = await publish({ launchDate: iso(launch) });
    const second = await buildApp({
      database: { knex: catalog.database.knex },
      tokenSecrets: developmentTokenSecrets,
      storage: {
        kind: 'local',
        directory: '/tmp/catalog-phase-restart',
        signingSecret: 'catalog-test-signing-secret',
        publicBaseUrl: 'http://localhost:8080/api/v1/s3/files',
      },
      logLevel: 'silent',
      clock,
      phaseRunner: { enabled: false },
    });
    await second.ready();
    try {
      expect(await at(launch, second)).toBe(1);
      expect((await dropOf(id, second)).phase).toBe('live');
      expect(await at(launch, app)).toBe(0);
      expect(await phaseEvents(id)).toEqual(['drop.scheduled', 'drop.live']);
    } finally {
      // The shared knex belongs to the first app: the second closes without destroying it.
      await second.close();
    }
  });
});

describe('launch at a time, in the seller’s zone', () => {
  it('reads a date and time without an offset in the given zone, stored UTC', async () => {
    const response = await send(
      'POST',
      '/seller/products',
      sellDrop({ launchDate: '2030-06-01T18:30', timeZone: 'Europe/London' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      launchDate: '2030-06-01T17:30:00.000Z',
      timeZone: 'Europe/London',
    });
  });

  it('keeps a date alone as the spec’s clients send it: today is valid, UTC midnight', async () => {
    const today = iso(clock.at).slice(0, 10);
    const response = await send(
      'POST',
      '/seller/products',
      sellDrop({ launchDate: today, timeZone: 'Pacific/Auckland' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.launchDate).toBe(`${today}T00:00:00.000Z`);
  });

  it.each([
    [
      'an expiry before the launch',
      { launchDate: '2030-06-02T10:00', expiryDate: '2030-06-01T10:00', timeZone: 'UTC' },
      { expiryDate: serverMessages.expiryBeforeLaunch },
    ],
    [
      'a launch time already past on publish',
      { launchDate: '2030-01-01T11:00', timeZone: 'UTC' },
      { launchDate: launchMessages.launchInPast },
    ],
    [
      'an unknown time zone',
      { launchDate: '2030-06-01T10:00', timeZone: 'Mars/Olympus_Mons' },
      { timeZone: launchMessages.timeZoneInvalid },
    ],
  ])('refuses %s: 400 with the field', async (_label, fields, errors) => {
    const response = await send('POST', '/seller/products', sellDrop(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors });
    expect(typeof response.json().error).toBe('string');
  });

  it('accepts a past launch time on a draft, and re-saving a live drop with its own launch', async () => {
    const draft = await send(
      'POST',
      '/seller/products',
      sellDrop({ launchDate: '2030-01-01T11:00', timeZone: 'UTC', status: 'Draft' }),
    );
    expect(draft.statusCode).toBe(201);
    const id = await publish({ launchDate: '2030-01-01T12:00', timeZone: 'UTC' });
    clock.at += 5 * hour;
    const again = await send('PUT', `/seller/products/${id}`, {
      launchDate: '2030-01-01T12:00',
      timeZone: 'UTC',
      name: 'Renamed',
    });
    expect(again.statusCode).toBe(200);
  });
});
