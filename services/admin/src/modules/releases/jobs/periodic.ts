import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a task every `periodMs`, never two at once (the next run is timed from the end of the
 * last), logging failures and going on. The timer does not hold the process open. `stop` waits
 * for a run under way.
 */
export function runEvery(
  name: string,
  periodMs: number,
  task: () => Promise<unknown>,
  log: FastifyBaseLogger,
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = task()
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, job: name }, 'release registry job failed'),
        )
        .finally(schedule);
    }, periodMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
