import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What the service needs besides its database (storage, the outbox): each check answers its
     * detail for `/health` or throws, which makes `/health` 503 and the service not ready.
     */
    healthChecks: (() => Promise<Record<string, unknown>>)[];
    /** Set when the process starts to stop: the orchestrator must send no more requests. */
    shuttingDown: boolean;
  }
}

/** `app.shuttingDown`: set by `serve` on SIGTERM (before the drain) and by any close. */
export function registerShutdownFlag(app: FastifyInstance): void {
  app.decorate('shuttingDown', false);
  app.addHook('preClose', async () => {
    app.shuttingDown = true;
  });
}

/**
 * `GET /health` (the detail: database, outbox backlog, ...), `GET /health/live` (the process
 * answers: an orchestrator restarts it otherwise) and `GET /health/ready` (database and every
 * check reachable, and not shutting down: an orchestrator sends traffic only then). A database
 * that is away makes the service not ready, never not live: restarting would not bring it back.
 */
export function registerHealthRoutes(app: FastifyInstance, service: string): void {
  app.decorate('healthChecks', []);
  registerShutdownFlag(app);

  const report = async () => {
    try {
      await app.db.raw('select 1');
      const details = await Promise.all(app.healthChecks.map((check) => check()));
      return Object.assign({ status: 'ok', service, database: 'ok' }, ...details) as Record<
        string,
        unknown
      >;
    } catch {
      return { status: 'error', service, database: 'error' };
    }
  };

  app.get('/health', { logLevel: 'warn' }, async (_request, reply) => {
    const health = await report();
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });
  app.get('/health/live', { logLevel: 'warn' }, async () => ({ status: 'ok', service }));
  app.get('/health/ready', { logLevel: 'warn' }, async (_request, reply) => {
    if (app.shuttingDown)
      return reply.status(503).send({ status: 'shutting-down', service, ready: false });
    const health = await report();
    const ready = health.status === 'ok';
    return reply.status(ready ? 200 : 503).send({ ...health, ready });
  });
}
