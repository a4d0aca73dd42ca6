import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's Prometheus registry: a plugin adds its own gauges (outbox, pools) here. */
    metrics: Registry;
    /** Where the metrics are served, once listening (tests read it); undefined when off. */
    metricsAddress: () => AddressInfo | undefined;
  }
}

export interface MetricsOptions {
  /** `service` label of every series: seller, catalog, admin, gateway. */
  service: string;
  /** `METRICS_PORT`: its own port, never the public one; absent = no metrics server. */
  port?: number;
  /** Where the metrics server listens (the service's host). */
  host?: string;
}

/** Seconds, for request latency: from 5 ms to 30 s (the API's time budget). */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Prometheus metrics (prom-client): the process's own (event-loop lag, memory, GC), requests by
 * route template, method and status with a latency histogram, and what plugins add (outbox
 * backlog, database pool). Served on `METRICS_PORT` by a server of their own, so the public port
 * (and the gateway in front of it) never answers them.
 */
export async function registerMetrics(
  app: FastifyInstance,
  { service, port, host = '127.0.0.1' }: MetricsOptions,
): Promise<void> {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  app.decorate('metrics', registry);

  const labelNames = ['method', 'route', 'status_code'] as const;
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route template, method and status.',
    labelNames,
    buckets: latencyBuckets,
    registers: [registry],
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route template, method and status.',
    labelNames,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The template (`/seller/:id`), never the path itself: one series per route, not per id.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    duration.observe(labels, reply.elapsedTime / 1000);
    requests.inc(labels);
    done();
  });

  if (app.hasDecorator('db')) observeDatabasePool(app, registry);

  if (port === undefined) {
    app.decorate('metricsAddress', () => undefined);
    return;
  }
  const server = http.createServer((request, response) => {
    if (request.url !== '/metrics') return response.writeHead(404).end();
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics failed');
        response.writeHead(500).end();
      },
    );
  });
  app.decorate('metricsAddress', () =>
    server.listening ? (server.address() as AddressInfo) : undefined,
  );
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  });
}

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

/** knex's connection pool (tarn): connections in use, idle, waited for, and its size. */
function observeDatabasePool(app: FastifyInstance, registry: Registry): void {
  const pool = () => (app.db.client as { pool?: TarnPool }).pool;
  const gauge = (name: string, help: string, read: (pool: TarnPool) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const current = pool();
        if (current) this.set(read(current));
      },
    });
  gauge('db_pool_connections_used', 'Database connections in use.', (p) => p.numUsed());
  gauge('db_pool_connections_free', 'Idle database connections.', (p) => p.numFree());
  gauge('db_pool_acquires_pending', 'Requests waiting for a connection.', (p) =>
    p.numPendingAcquires(),
  );
  gauge('db_pool_connections_max', 'Largest size of the database pool.', (p) => p.max);
}

/**
 * A job queue's depth on `app.metrics`: one series a state (`<name>{state="pending"}`...), all
 * filled from one read of the queue when Prometheus asks.
 */
export function observeQueueDepth(
  app: FastifyInstance,
  name: string,
  help: string,
  depth: () => Promise<Record<string, number>>,
): void {
  new Gauge({
    name,
    help,
    labelNames: ['state'],
    registers: [app.metrics],
    async collect() {
      for (const [state, count] of Object.entries(await depth())) this.set({ state }, count);
    },
  });
}
