import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * The mechanics shared by every background relay that several replicas run over one database
 * (the outbox's delivery, the seller's mail sending, the catalog's phase runner, thumbnail
 * worker, webhook poll and stale-upload cleanup):
 *
 * - `LeasedWorker`: the loop. One pass at a time, every `pollMs` (sooner when a pass knows its
 *   next work is due sooner), or at once after `kick()` (a commit that wrote work); `stop()`
 *   waits for the pass in progress, then lets go of the leases.
 * - `LeaseTable`: named leases in a table (`owner`, `until` and a key column): a replica claims a
 *   lease before working and renews it on each pass; one that stops renewing loses it after
 *   `durationMs`, so exactly one replica works on a key at a time and another takes over alone.
 * - `retryDelayMs`: the backoff, doubling from a base up to a ceiling.
 * - `atMostEvery`: housekeeping (pruning what was done long ago) run after a pass now and then.
 *
 * What is done in a pass, in what order and what counts as done stays with the caller.
 */
export interface LeasedWorkerOptions {
  /**
   * One pass over the pending work. Errors go to `onError`; the loop goes on. A pass that knows
   * when its next work is due (a scheduled job) answers in how many ms (`dueInMs`): the next
   * pass comes then if that is sooner than `pollMs`.
   */
  pass: () => Promise<void | { dueInMs: number }>;
  /** How often pending work is looked for when nothing kicked the worker. */
  pollMs: number;
  onError?: (error: unknown) => void;
  /** After the last pass on `stop()`: give back the leases this replica holds. */
  release?: () => Promise<void>;
}

export class LeasedWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(private readonly options: LeasedWorkerOptions) {}

  /** Starts the loop: its first pass after `firstPassInMs` (a periodic job's: one period on). */
  start(firstPassInMs = 0): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(firstPassInMs);
  }

  /** Stops polling, waits for the pass in progress and releases the leases for another replica. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    await this.options.release?.().catch(() => {});
  }

  /** Runs a pass now rather than at the next poll (one more right after a pass in progress). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        let nextInMs = this.options.pollMs;
        this.running = this.options
          .pass()
          .then(
            (answer) => {
              if (answer) nextInMs = Math.min(nextInMs, answer.dueInMs);
            },
            (error: unknown) => this.options.onError?.(error),
          )
          .finally(() => {
            this.running = undefined;
            const again = this.again;
            this.again = false;
            this.schedule(again ? 0 : nextInMs);
          });
      },
      Math.max(0, delayMs),
    );
    this.timer.unref();
  }
}

export interface LeaseTableOptions {
  table: string;
  /** The column naming each lease (its primary key). */
  keyColumn: string;
  /** Other columns' values for a lease row made on first claim. */
  newRow?: Record<string, unknown>;
}

/** Named leases in one table, claimed and released by this process (one random owner id). */
export class LeaseTable {
  readonly owner = randomUUID();

  constructor(
    private readonly db: Knex,
    private readonly options: LeaseTableOptions,
  ) {}

  /**
   * Takes or renews the lease `key` until `now + durationMs`, unless another replica holds it
   * still; `also` narrows further (the outbox: unless a retry is waiting). Answers whether held.
   */
  async claim(
    key: string,
    now: number,
    durationMs: number,
    also?: (query: Knex.QueryBuilder) => void,
  ): Promise<boolean> {
    const { table, keyColumn, newRow } = this.options;
    await this.db(table)
      .insert({ ...newRow, [keyColumn]: key, owner: null, until: 0 })
      .onConflict(keyColumn)
      .ignore();
    const query = this.db(table)
      .where(keyColumn, key)
      .andWhere((free) =>
        free.whereNull('owner').orWhere('owner', this.owner).orWhere('until', '<', now),
      );
    also?.(query);
    return (await query.update({ owner: this.owner, until: now + durationMs })) === 1;
  }

  /** Gives back every lease this process holds. */
  async release(): Promise<void> {
    await this.db(this.options.table)
      .where({ owner: this.owner })
      .update({ owner: null, until: 0 });
  }
}

/** The wait before attempt `attempts + 1`: `baseMs` doubling per failed attempt, at most `maxMs`. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

/** `task` wrapped to run at most once per `intervalMs` (the first call runs it); errors ignored. */
export function atMostEvery(intervalMs: number, task: () => Promise<unknown>): () => Promise<void> {
  let last = 0;
  return async () => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    await task().catch(() => {});
  };
}
