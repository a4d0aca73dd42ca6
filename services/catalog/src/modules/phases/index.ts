import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { LeasedWorker } from '@drops/db';
import { observeQueueDepth, runWithApp } from '@drops/service-kit';
import { systemClock, type Clock } from '../../shared/clock';
import {
  createPhaseJobsRepository,
  type PhaseJobsOptions,
  type PhaseJobsRepository,
  type PhasePass,
} from './phase-jobs-repository';

export { phaseEndsAt, storedPhaseOf, type PhaseInputs } from './domain/drop-phase';
export type { PhaseJobsRepository } from './phase-jobs-repository';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    phaseJobs: PhaseJobsRepository;
    phaseRunner: PhaseRunner;
  }
}

export interface PhaseRunnerOptions extends Omit<PhaseJobsOptions, 'clock'> {
  /** Off for an app a test drives by calling `phaseRunner.runDue()` itself. */
  enabled?: boolean;
  /** Longest sleep between looks at the queue: bounds how late a job another replica wrote is. */
  pollMs?: number;
  /** Batches applied at once by this runner (the next is claimed while one is applied). */
  inFlight?: number;
}

export interface PhaseRunner {
  /** Passes until nothing is due at the clock's now; answers the drops moved. */
  runDue(): Promise<number>;
  /** Looks at the queue now (after a write scheduled a job). */
  kick(): void;
}

/** The modules' option `phases`: the clock every phase is decided by, and the runner's tuning. */
export interface PhasesOptions {
  /** Tests give a clock they move; the system's otherwise. */
  clock?: Clock;
  runner?: PhaseRunnerOptions;
}

/**
 * The job runner (issue 17): sleeps until the next job is due (at most `pollMs`, 1 s, so a job
 * written by another replica is seen in time), then moves what is due. Each replica runs one
 * (a `LeasedWorker`: the loop, the kick after a commit, stopping after the pass in progress);
 * the jobs' claims and row locks keep each move single. Autoloaded with the other modules,
 * before `drops`, whose writes keep each drop's job through `app.phaseJobs`; reads its own key
 * (`phases`) of their options.
 */
async function phasesPlugin(app: FastifyInstance, { phases = {} }: { phases?: PhasesOptions }) {
  const clock = phases.clock ?? systemClock;
  const options = phases.runner ?? {};
  const pollMs = options.pollMs ?? 1_000;
  const inFlight = Math.max(1, options.inFlight ?? 2);
  const jobs = createPhaseJobsRepository(app.db, app.outbox, {
    ...options,
    clock,
    onScheduled: () => worker.kick(),
  });

  async function runDue(): Promise<number> {
    let moved = 0;
    for (;;) {
      const pass: PhasePass = await jobs.runDue(clock.now());
      moved += pass.moved;
      if (pass.claimed === 0) return moved;
    }
  }

  /**
   * Moves all that is due, pipelined: the next batch is claimed while the last is applied, at
   * most `inFlight` batches being applied at once (their claims are disjoint, so this adds no
   * race the replicas do not already have). Answers when the next job is due.
   */
  async function drain(): Promise<number | null> {
    const applying = new Set<Promise<void>>();
    let failure: unknown;
    let failed = false;
    let nextDueAt: number | null = null;
    while (!failed) {
      const claim = await jobs.claimDue(clock.now());
      nextDueAt = claim.nextDueAt;
      if (claim.ids.length === 0) break;
      const applied: Promise<void> = jobs.applyClaim(claim).then(
        () => void applying.delete(applied),
        (error: unknown) => {
          applying.delete(applied);
          failure = error;
          failed = true;
        },
      );
      applying.add(applied);
      if (applying.size >= inFlight) await Promise.race(applying);
    }
    await Promise.all(applying);
    if (failed) throw failure;
    return nextDueAt;
  }

  const worker = new LeasedWorker({
    pollMs,
    // Sooner than the next poll when the next job is due sooner.
    pass: async () => {
      const nextDueAt = await drain();
      return nextDueAt === null ? undefined : { dueInMs: nextDueAt - clock.now() };
    },
    onError: (error) => app.log.warn({ err: error }, 'phase jobs failed; retrying'),
  });

  const runner: PhaseRunner = { runDue, kick: () => worker.kick() };
  app.decorate('clock', clock);
  app.decorate('phaseJobs', jobs);
  app.decorate('phaseRunner', runner);

  observeQueueDepth(
    app,
    'drop_phase_jobs',
    'Drop phase jobs waiting (state=pending) and already due but not yet run (state=due).',
    () => jobs.depth(clock.now()),
  );

  runWithApp(app, worker, options.enabled !== false);
}

export default fp(phasesPlugin, {
  name: 'catalog-phases',
  dependencies: ['drops-database', 'drops-outbox'],
});
