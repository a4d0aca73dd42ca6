import type { FastifyInstance } from 'fastify';

/** What works beside the requests: a queue's worker or sender. */
export interface BackgroundWorker {
  start(): unknown;
  stop(): Promise<unknown> | unknown;
}

/**
 * Starts `worker` once the app is ready, unless `enabled` is false (tests drive it themselves),
 * and stops it before the app closes, so no run outlives the database connection.
 */
export function runWithApp(app: FastifyInstance, worker: BackgroundWorker, enabled = true): void {
  if (enabled) app.addHook('onReady', async () => void worker.start());
  app.addHook('preClose', async () => void (await worker.stop()));
}
