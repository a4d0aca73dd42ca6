import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOutbox, type ServiceEvent } from '@drops/db';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import {
  createService,
  developmentTokenSecrets,
  NotFoundError,
  outboxRelay,
  type ServiceApp,
} from '../src';

/**
 * What an orchestrator and an operator see of a service: liveness and readiness, request ids in
 * answers, error bodies, log lines and events, and Prometheus metrics on a port of their own.
 */
let database: TestDatabase;
let app: ServiceApp;
let publicUrl: string;
let metricsUrl: string;
const logLines: Record<string, unknown>[] = [];
const delivered: ServiceEvent[] = [];
let storageReachable = true;

/** The subscriber: a real HTTP endpoint taking the relay's batches. */
const listener = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    delivered.push(...(JSON.parse(body) as { events: ServiceEvent[] }).events);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const listenerUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  database = await createTestDatabase();
  await createOutbox(database.knex, 'kit');
  app = await createService({
    name: 'kit',
    database: { knex: database.knex },
    tokenSecrets: developmentTokenSecrets,
    logLevel: 'info',
    metricsPort: 0,
    logDestination: { write: (line) => logLines.push(JSON.parse(line)) },
  });
  app.healthChecks.push(async () => {
    if (!storageReachable) throw new Error('storage unreachable');
    return { storage: 'ok' };
  });
  await app.register(outboxRelay, {
    owner: 'kit',
    subscribers: [{ name: 'listener', url: listenerUrl, types: ['thing.'] }],
    relay: false,
  });
  app.get('/things/:id', async () => {
    throw new NotFoundError('Thing not found');
  });
  app.post('/things', async (request) => {
    request.log.info('making a thing');
    await app.db.transaction((trx) =>
      app.outbox.append(trx, { type: 'thing.made', entityId: 'thing-1', payload: {} }),
    );
    return { success: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  publicUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  metricsUrl = `http://127.0.0.1:${app.metricsAddress()!.port}/metrics`;
});

afterAll(async () => {
  await app.close();
  await database.destroy();
  await new Promise((resolve) => listener.close(resolve));
});

describe('health an orchestrator understands', () => {
  it('live answers while the process runs; ready needs the database and every check', async () => {
    expect((await fetch(`${publicUrl}/health/live`)).status).toBe(200);
    const ready = await fetch(`${publicUrl}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ready: true, database: 'ok', storage: 'ok' });

    storageReachable = false;
    try {
      const notReady = await fetch(`${publicUrl}/health/ready`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toMatchObject({ ready: false });
      expect((await fetch(`${publicUrl}/health`)).status).toBe(503);
      // Restarting would not bring the storage back: the process stays live.
      expect((await fetch(`${publicUrl}/health/live`)).status).toBe(200);
    } finally {
      storageReachable = true;
    }
  });

  it('ready turns false the moment shutdown starts, while live stays true', async () => {
    app.shuttingDown = true;
    try {
      const ready = await fetch(`${publicUrl}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'shutting-down', ready: false });
      expect((await fetch(`${publicUrl}/health/live`)).status).toBe(200);
    } finally {
      app.shuttingDown = false;
    }
  });
});

describe('request ids', () => {
  it('keeps a valid incoming id: in the answer, its error body, its log lines and its events', async () => {
    const id = 'report-me-1234';
    const missing = await fetch(`${publicUrl}/things/x`, { headers: { 'x-request-id': id } });
    expect(missing.headers.get('x-request-id')).toBe(id);
    expect(await missing.json()).toMatchObject({ error: 'Thing not found', requestId: id });

    const made = await fetch(`${publicUrl}/things`, {
      method: 'POST',
      headers: { 'x-request-id': id, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(made.status).toBe(200);
    const lines = logLines.filter((line) => line.requestId === id);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'making a thing', 'request completed']),
    );
    const rows = await database.knex('kit_outbox').where({ type: 'thing.made' });
    expect(rows.map((row: { request_id: string }) => row.request_id)).toEqual([id]);
  });

  it('replaces a missing, malformed or overlong id with a new one', async () => {
    const ids = [];
    for (const sent of [undefined, 'has space', 'x'.repeat(200), 'short']) {
      const answer = await fetch(`${publicUrl}/things/x`, {
        headers: sent ? { 'x-request-id': sent } : {},
      });
      const id = answer.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect((await answer.json()).requestId).toBe(id);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(4);
  });

  it('an event delivered carries the id of the request that caused it', async () => {
    const id = 'follow-me-5678';
    await fetch(`${publicUrl}/things`, {
      method: 'POST',
      headers: { 'x-request-id': id, 'content-type': 'application/json' },
      body: '{}',
    });
    await app.outbox.deliverPending();
    expect(delivered.filter((event) => event.requestId === id)).toEqual([
      expect.objectContaining({ type: 'thing.made', entityId: 'thing-1', requestId: id }),
    ]);
    // Delivered: the backlog the metrics report next is empty.
    await app.outbox.deliverPending();
  });
});

describe('metrics', () => {
  it('are served on their own port, never the public one', async () => {
    expect((await fetch(`${publicUrl}/metrics`)).status).toBe(404);
    const answer = await fetch(metricsUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
  });

  it('count requests by route template and status, with latency, loop lag, pool and outbox', async () => {
    await fetch(`${publicUrl}/things/one`);
    await fetch(`${publicUrl}/things/two`);
    const text = await (await fetch(metricsUrl)).text();
    const series = (name: string) => text.split('\n').filter((line) => line.startsWith(name));
    // One series for the template, not one per id.
    expect(
      series('http_requests_total').filter((line) => line.includes('route="/things/:id"')),
    ).toEqual([
      expect.stringMatching(
        /^http_requests_total\{method="GET",route="\/things\/:id",status_code="404",service="kit"\} \d+$/,
      ),
    ]);
    expect(text).not.toContain('/things/one');
    expect(series('http_request_duration_seconds_bucket').length).toBeGreaterThan(0);
    expect(series('nodejs_eventloop_lag_seconds').length).toBeGreaterThan(0);
    expect(series('db_pool_connections_used')).toHaveLength(1);
    // One event waits, made after the last delivery.
    await fetch(`${publicUrl}/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const later = await (await fetch(metricsUrl)).text();
    expect(later).toMatch(/^outbox_undelivered_events\{subscriber="listener",service="kit"\} 1$/m);
    expect(series('outbox_oldest_undelivered_age_seconds')).toEqual([
      expect.stringMatching(/subscriber="listener",service="kit"\} [0-9.e-]+$/),
    ]);
  });
});
