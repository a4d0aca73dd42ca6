import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { DropPhase } from '@drops/contracts';
import type { NewServiceEvent, Outbox } from '@drops/db';
import { toBool } from '@drops/db';
import type { Clock } from '../../shared/clock';
import { dropEventOf } from '../../shared/drop-events';
import { bumpCatalogVersion } from '../../shared/catalog-versions';
import { nextPhaseChangeAt, phaseAt, phaseEventType, storedPhaseOf } from './domain/drop-phase';
import { phaseInputsOf, type PhaseColumns } from './domain/phase-row';
import { phaseJobsTable } from './phase-jobs-table';

/** The columns a phase decision reads. */
const phaseColumns = [
  'id',
  'seller_id',
  'name',
  'status',
  'badge',
  'phase',
  'launch_date',
  'expiry_date',
  'allow_early_access',
  'time_window',
] as const;

export interface PhaseJobsOptions {
  /** The clock every phase is decided by. */
  clock: Clock;
  /** A claimed job that was not finished (its runner died) is free again after this. */
  claimMs?: number;
  /** Jobs taken in one pass, applied in one transaction. */
  batchSize?: number;
  /** Called once a write that scheduled a job has committed (the runner looks again). */
  onScheduled?: () => void;
}

export interface PhasePass {
  /** Drops whose phase moved in this pass (one event each). */
  moved: number;
  /** Jobs the pass held (moved or rescheduled). */
  claimed: number;
  /** The earliest due time of a job not yet due, when the pass looked at one. */
  nextDueAt: number | null;
}

/** Jobs one pass holds (none when nothing was due), and what it saw of the queue. */
export interface PhaseClaim {
  token: string;
  ids: string[];
  /** The instant the jobs were due by; the phases are decided at it. */
  now: number;
  nextDueAt: number | null;
}

/** A drop as a phase decision reads it. */
interface PhaseRow extends PhaseColumns {
  id: string;
  seller_id: string;
  name: string;
  badge: boolean | number;
  phase: string;
}

/** The drop's phase inputs and what its event names of it. */
function phaseDropOf(row: PhaseRow) {
  const inputs = phaseInputsOf(row);
  return {
    inputs,
    drop: { _id: row.id, name: row.name, status: inputs.status, badge: toBool(row.badge) },
  };
}

const isSqlite = (db: Knex | Knex.Transaction) =>
  String(db.client.config?.client ?? '').includes('sqlite');

/**
 * The catalog's phase jobs (issue 17): one row per drop whose phase will change by itself, due
 * at that instant. A write to a drop calls `syncInTransaction` (its phase now, its next job);
 * the runner calls `runDue`, which claims due jobs with a token so that of several replicas one
 * takes each, then moves each claimed drop under a row lock, guarded by its stored phase, so a
 * move and its outbox event happen once even when a claim outlived its runner.
 */
export function createPhaseJobsRepository(db: Knex, outbox: Outbox, options: PhaseJobsOptions) {
  const claimMs = options.claimMs ?? 30_000;
  const batchSize = options.batchSize ?? 1_000;

  const lockedRows = (trx: Knex.Transaction, ids: string[]) => {
    const query = trx('products').whereIn('id', ids).orderBy('id').select(phaseColumns);
    return (isSqlite(trx) ? query : query.forUpdate()) as Promise<PhaseRow[]>;
  };

  /**
   * The drop's phase at `now` and its next job, in the write's own transaction (after the
   * write). `announced` is a phase whose event the caller appends itself (a moderation pause).
   */
  async function syncInTransaction(
    trx: Knex.Transaction,
    id: string,
    now: number,
    announced?: DropPhase,
  ): Promise<void> {
    const [row] = await lockedRows(trx, [id]);
    if (!row) {
      await trx(phaseJobsTable).where({ product_id: id }).delete();
      return;
    }
    const { inputs, drop } = phaseDropOf(row);
    const from = storedPhaseOf(row.phase, inputs);
    const to = phaseAt(inputs, now);
    if (from !== to) {
      await trx('products').where({ id }).update({ phase: to });
      const type = phaseEventType(from, to);
      if (type && to !== announced)
        await outbox.append(trx, dropEventOf(type, row.seller_id, drop, undefined, 'write'));
    }
    const due = nextPhaseChangeAt(inputs, now);
    if (due === null) await trx(phaseJobsTable).where({ product_id: id }).delete();
    else {
      await trx(phaseJobsTable)
        .insert({ product_id: id, due_at: due, claim: null, claimed_until: 0 })
        .onConflict('product_id')
        .merge(['due_at', 'claim', 'claimed_until']);
      const scheduled = options.onScheduled;
      if (scheduled) void trx.executionPromise?.then(scheduled).catch(() => {});
    }
  }

  /** Moves the claimed drops in one transaction; answers how many moved. */
  async function applyClaimed(token: string, ids: string[], now: number): Promise<number> {
    return db.transaction(async (trx) => {
      const rows = await lockedRows(trx, ids);
      const moves = new Map<string, string[]>();
      const reschedule = new Map<number, string[]>();
      const done: string[] = [];
      const sellers = new Set<string>();
      const events: NewServiceEvent[] = [];
      let moved = 0;
      for (const row of rows) {
        const { inputs, drop } = phaseDropOf(row);
        const from = storedPhaseOf(row.phase, inputs);
        const to = phaseAt(inputs, now);
        if (from !== to) {
          const key = `${from}>${to}`;
          moves.set(key, [...(moves.get(key) ?? []), row.id]);
          sellers.add(row.seller_id);
          const type = phaseEventType(from, to);
          if (type) events.push(dropEventOf(type, row.seller_id, drop, undefined, 'schedule'));
          moved += 1;
        }
        const due = nextPhaseChangeAt(inputs, now);
        if (due === null) done.push(row.id);
        else reschedule.set(due, [...(reschedule.get(due) ?? []), row.id]);
      }
      // One multi-row insert for the batch's events, in the rows' order (by id).
      if (events.length > 0) await outbox.appendMany(trx, events);
      for (const [key, moving] of moves) {
        const [from, to] = key.split('>') as [string, string];
        await trx('products').whereIn('id', moving).andWhere('phase', from).update({ phase: to });
      }
      for (const sellerId of sellers) await bumpCatalogVersion(trx, sellerId);
      // Only jobs still held by this pass: a write since then has rescheduled the others.
      const held = () => trx(phaseJobsTable).where('claim', token);
      for (const [due, later] of reschedule)
        await held()
          .whereIn('product_id', later)
          .update({ due_at: due, claim: null, claimed_until: 0 });
      const gone = new Set(rows.map((row) => row.id));
      const deleted = [...done, ...ids.filter((id) => !gone.has(id))];
      if (deleted.length > 0) await held().whereIn('product_id', deleted).delete();
      return moved;
    });
  }

  /**
   * Claims up to a batch of jobs due at `now` with a fresh token; once it resolves, another
   * claim (this runner's next, another replica's) cannot take them, so a runner may claim the
   * next batch while this one is applied.
   */
  async function claimDue(now: number): Promise<PhaseClaim> {
    const candidates = (await db(phaseJobsTable)
      .where('claimed_until', '<', now)
      .orderBy('due_at')
      .limit(batchSize)
      .select('product_id', 'due_at')) as { product_id: string; due_at: unknown }[];
    const due = candidates.filter((job) => Number(job.due_at) <= now);
    const firstLater = candidates.find((job) => Number(job.due_at) > now);
    const nextDueAt = firstLater ? Number(firstLater.due_at) : null;
    const token = randomUUID();
    if (due.length === 0) return { token, ids: [], now, nextDueAt };
    await db(phaseJobsTable)
      .whereIn(
        'product_id',
        due.map((job) => job.product_id),
      )
      .andWhere('due_at', '<=', now)
      .andWhere('claimed_until', '<', now)
      .update({ claim: token, claimed_until: now + claimMs });
    const ids = (
      (await db(phaseJobsTable).where('claim', token).select('product_id')) as {
        product_id: string;
      }[]
    ).map((job) => job.product_id);
    return { token, ids, now, nextDueAt };
  }

  /** Applies a claim; on failure frees its jobs at once for another pass, then throws. */
  async function applyClaim(claim: PhaseClaim): Promise<number> {
    if (claim.ids.length === 0) return 0;
    try {
      return await applyClaimed(claim.token, claim.ids, claim.now);
    } catch (error) {
      await db(phaseJobsTable)
        .where('claim', claim.token)
        .update({ claim: null, claimed_until: 0 })
        .catch(() => {});
      throw error;
    }
  }

  return {
    syncInTransaction,

    now: () => options.clock.now(),

    /** Deletes a drop's job (the drop is deleted in the same transaction). */
    async forget(trx: Knex.Transaction, id: string): Promise<void> {
      await trx(phaseJobsTable).where({ product_id: id }).delete();
    },

    /**
     * One pass: claims up to a batch of jobs due at `now` and applies them. With nothing due it
     * costs one indexed read, which also tells when the next job is due.
     */
    async runDue(now: number): Promise<PhasePass> {
      const claim = await claimDue(now);
      const moved = await applyClaim(claim);
      return { moved, claimed: claim.ids.length, nextDueAt: claim.nextDueAt };
    },

    claimDue,
    applyClaim,

    /** Jobs waiting, and of them those already due: the queue depth metric. */
    async depth(now: number): Promise<{ pending: number; due: number }> {
      const row = (await db(phaseJobsTable).first(
        db.raw('COUNT(*) AS pending'),
        db.raw('SUM(CASE WHEN due_at <= ? THEN 1 ELSE 0 END) AS due', [now]),
      )) as { pending: unknown; due: unknown } | undefined;
      return { pending: Number(row?.pending ?? 0), due: Number(row?.due ?? 0) };
    },
  };
}

export type PhaseJobsRepository = ReturnType<typeof createPhaseJobsRepository>;
