import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Gauge } from '@drops/service-kit';
import type { Clock } from '../domain/clock';
import {
  createPhaseJobsRepository,
  type PhaseJobsOptions,
  type PhaseJobsRepository,
  type PhasePass,
} from '../repositories/phase-jobs-repository';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    phaseJobs: PhaseJobsRepository;
    phaseRunner: PhaseRunner;
  }
}

export interface PhaseRunnerOptions extends PhaseJobsOptions {
  clock: Clock;
  /** Off for an app a test drives by calling `phaseRunner.runDue()` itself. */
  enabled?: boolean;
  /** Longest sleep between looks at the queue: bounds how late a job another replica wrote is. */
  pollMs?: number;
}

export interface PhaseRunner {
  /** Passes until nothing is due at the clock's now; answers the drops moved. */
  runDue(): Promise<number>;
  /** Looks at the queue now (after a write scheduled a job). */
  kick(): void;
}

/**
 * The job runner (issue 17): sleeps until the next job is due (at most `pollMs`, 1 s, so a job
 * written by another replica is seen in time), then moves what is due. Each replica runs one;
 * the jobs' claims and row locks keep each move single.
 */
async function phaseRunnerPlugin(app: FastifyInstance, options: PhaseRunnerOptions) {
  const clock = options.clock;
  const pollMs = options.pollMs ?? 1_000;
  const jobs = createPhaseJobsRepository(app.db, app.outbox, {
    ...options,
    onScheduled: () => runner.kick(),
  });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let again = false;

  async function runDue(): Promise<number> {
    let moved = 0;
    for (;;) {
      const pass: PhasePass = await jobs.runDue(clock.now());
      moved += pass.moved;
      if (pass.claimed === 0) return moved;
    }
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, Math.max(0, delayMs));
    timer.unref();
  }

  function tick() {
    timer = undefined;
    running = (async () => {
      let next = pollMs;
      try {
        let pass: PhasePass;
        do pass = await jobs.runDue(clock.now());
        while (pass.claimed > 0);
        if (pass.nextDueAt !== null) next = Math.min(pollMs, pass.nextDueAt - clock.now());
      } catch (error) {
        app.log.warn({ err: error }, 'phase jobs failed; retrying');
      }
      return next;
    })().then((next) => {
      running = undefined;
      const now = again;
      again = false;
      schedule(now ? 0 : next);
    });
  }

  const runner: PhaseRunner = {
    runDue,
    kick() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
  };
  app.decorate('clock', clock);
  app.decorate('phaseJobs', jobs);
  app.decorate('phaseRunner', runner);

  const depth = new Gauge({
    name: 'drop_phase_jobs',
    help: 'Drop phase jobs waiting (state=pending) and already due but not yet run (state=due).',
    labelNames: ['state'],
    registers: [app.metrics],
    async collect() {
      const { pending, due } = await jobs.depth(clock.now());
      depth.set({ state: 'pending' }, pending);
      depth.set({ state: 'due' }, due);
    },
  });

  if (options.enabled !== false)
    app.addHook('onReady', async () => {
      stopped = false;
      schedule(0);
    });
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}

export const phaseRunner = fp(phaseRunnerPlugin, {
  name: 'catalog-phase-runner',
  dependencies: ['drops-database', 'drops-outbox'],
});
