import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createKnex, prepareStorage } from '@drops/db';
import './database';
import './health';

/** How long a stopping server waits for requests in flight (SHUTDOWN_GRACE_MS, default 10 s). */
function shutdownGraceMs(): number {
  const value = Number(process.env.SHUTDOWN_GRACE_MS);
  return Number.isInteger(value) && value > 0 ? value : 10_000;
}

/**
 * How long a stopping server keeps serving while `/health/ready` already says 503, so a load
 * balancer stops sending before the port closes (SHUTDOWN_DRAIN_MS, default 0; a few seconds
 * behind an orchestrator).
 */
function shutdownDrainMs(): number {
  const value = Number(process.env.SHUTDOWN_DRAIN_MS);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * Listens, and on SIGTERM/SIGINT closes the app once: it stops accepting connections, lets the
 * requests in flight finish, then closes its resources (database pool, upstream pools). A request
 * that will not finish (a stalled upload, a client holding its connection) gets the grace period,
 * then the process exits anyway: a stopped service must not linger half-closed, answering 503.
 * Every server.ts ends here, so a failed start exits non-zero.
 */
export function serve(
  build: () => Promise<FastifyInstance>,
  address: { host: string; port: number },
): void {
  const start = async () => {
    const app = await build();
    let closing = false;
    const shutdown = async (signal: NodeJS.Signals) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const graceMs = shutdownGraceMs();
      const drainMs = shutdownDrainMs();
      setTimeout(() => {
        app.log.error({ graceMs }, 'requests still open after the grace period: exiting');
        process.exit(1);
      }, drainMs + graceMs).unref();
      try {
        app.shuttingDown = true;
        // A load balancer's kept-alive connections would carry requests past the close and hold
        // it until the grace runs out: from now on each answer closes its connection (and idle
        // ones close now), so the balancer opens new ones, refused once the port closes.
        app.server.prependListener('request', (_request, response) => {
          if (!response.headersSent) response.setHeader('connection', 'close');
        });
        app.server.closeIdleConnections();
        if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
        await app.close();
        process.exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    };
    process.once('SIGTERM', shutdown);
    process.once('SIGINT', shutdown);
    await app.listen(address);
  };
  start().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * A service's start: its database's folder made (SQLite), the app built, then the service's own
 * tables migrated before it listens, so a service deploys with its schema.
 */
export function serveService(
  config: { host: string; port: number; databaseUrl: string },
  migrate: (db: Knex) => Promise<void>,
  build: () => Promise<FastifyInstance>,
): void {
  serve(async () => {
    await prepareStorage(config.databaseUrl);
    const app = await build();
    await migrate(app.db);
    return app;
  }, config);
}

/**
 * A service's one-shot migration (a Kubernetes Job before a release): the service's own tables
 * only, then exit 0, or non-zero with the error so the Job fails and the rollout waits.
 */
export function migrateAndExit(databaseUrl: string, migrate: (db: Knex) => Promise<void>): void {
  const run = async () => {
    await prepareStorage(databaseUrl);
    const db = createKnex(databaseUrl);
    try {
      await migrate(db);
    } finally {
      await db.destroy();
    }
  };
  runAndExit(run);
}

/** Runs a one-off command (a migration, a backfill): exits 0 when it is done, 1 when it fails. */
export function runAndExit(command: () => Promise<void>): void {
  command().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
