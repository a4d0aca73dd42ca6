import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { atMostEvery, LeasedWorker, LeaseTable, retryDelayMs } from '../leased-worker';
import { parseJson, toJson } from '../rows';
import { subscribesTo, type NewServiceEvent, type ServiceEvent, type Subscriber } from './events';
import { outboxTables } from './tables';

/** Sends a batch of events to one subscriber; resolves once it has applied them all. */
export type DeliverEvents = (subscriber: Subscriber, events: ServiceEvent[]) => Promise<void>;

export interface OutboxOptions {
  /** The owning service: its tables are `<owner>_outbox` and `<owner>_outbox_leases`. */
  owner: string;
  subscribers: Subscriber[];
  deliver: DeliverEvents;
  /** How often pending events are looked for when nothing kicked the relay. */
  pollMs?: number;
  batchSize?: number;
  /** A replica that stops renewing its lease loses the subscriber to another after this. */
  leaseMs?: number;
  /** Retry backoff: doubles from `retryBaseMs` up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Delivered rows older than this are deleted. */
  keepDeliveredMs?: number;
  onError?: (error: unknown, subscriber: Subscriber) => void;
  /** The id of the request being handled, recorded with each event it appends. */
  currentRequestId?: () => string | undefined;
}

export interface OutboxBacklog {
  subscriber: string;
  undelivered: number;
  /** Age of the oldest undelivered event, 0 when there is none. */
  oldestAgeMs: number;
  attempts: number;
  lastError: string | null;
}

interface EventRow {
  seq: unknown;
  event_id: string;
  type: string;
  entity_id: string;
  payload: unknown;
  request_id: string | null;
  created_at: unknown;
}

const noSubscriber = '-';

/**
 * Rows in one insert statement: 8 values a row keeps a statement far below MariaDB's 65,535
 * placeholders and its packet size with drop-sized payloads.
 */
const appendChunk = 1_000;

/**
 * A transactional outbox. `append` writes an event in the caller's transaction, one row per
 * subscriber that wants it; the relay delivers each subscriber's rows in the order written,
 * at least once, retrying with backoff, one replica at a time per subscriber (a lease row):
 * a `LeasedWorker` over a `LeaseTable` keyed by subscriber.
 */
export class Outbox {
  private readonly tables: ReturnType<typeof outboxTables>;
  private readonly leases: LeaseTable;
  private readonly worker: LeasedWorker;
  private readonly prune: () => Promise<void>;

  constructor(
    private readonly db: Knex,
    private readonly options: OutboxOptions,
  ) {
    this.tables = outboxTables(options.owner);
    this.leases = new LeaseTable(db, {
      table: this.tables.leases,
      keyColumn: 'subscriber',
      newRow: { attempts: 0, next_attempt_at: 0 },
    });
    this.worker = new LeasedWorker({
      pass: () => this.deliverPending(),
      pollMs: options.pollMs ?? 200,
      release: () => this.leases.release(),
    });
    const keep = options.keepDeliveredMs ?? 7 * 24 * 60 * 60 * 1000;
    this.prune = atMostEvery(60_000, async () => {
      await this.db(this.tables.events)
        .whereNotNull('delivered_at')
        .andWhere('delivered_at', '<', Date.now() - keep)
        .delete();
    });
  }

  /** Writes the event in `trx` (the change's own transaction); the relay is kicked on commit. */
  async append(trx: Knex.Transaction, event: NewServiceEvent): Promise<ServiceEvent> {
    const [stored] = await this.appendMany(trx, [event]);
    return stored as ServiceEvent;
  }

  /**
   * Writes many events in `trx` as multi-row inserts (at most `appendChunk` rows a statement)
   * rather than one round trip each: a job that moves thousands of drops at once (issue 17)
   * spends its time on the database, not on the wire. Rows keep the order given, so each
   * entity's events are still delivered in the order written. Answers the stored events.
   */
  async appendMany(trx: Knex.Transaction, events: NewServiceEvent[]): Promise<ServiceEvent[]> {
    const requestId = this.options.currentRequestId?.();
    const occurredAt = new Date().toISOString();
    const now = Date.parse(occurredAt);
    const rows: Record<string, unknown>[] = [];
    let kick = false;
    const stored = events.map((event) => {
      const one: ServiceEvent = {
        id: randomUUID(),
        type: event.type,
        entityId: event.entityId,
        occurredAt,
        payload: event.payload,
      };
      if (requestId) one.requestId = requestId;
      const wanted = this.options.subscribers.filter((subscriber) =>
        subscribesTo(subscriber, event.type),
      );
      if (wanted.length > 0) kick = true;
      // An event nobody subscribes to is kept as a record, already delivered.
      const targets =
        wanted.length > 0 ? wanted.map((subscriber) => subscriber.name) : [noSubscriber];
      const payload = toJson(one.payload);
      for (const subscriber of targets)
        rows.push({
          event_id: one.id,
          subscriber,
          type: one.type,
          entity_id: one.entityId,
          payload,
          request_id: one.requestId ?? null,
          created_at: now,
          delivered_at: subscriber === noSubscriber ? now : null,
        });
      return one;
    });
    for (let start = 0; start < rows.length; start += appendChunk)
      await trx(this.tables.events).insert(rows.slice(start, start + appendChunk));
    if (kick) void trx.executionPromise?.then(() => this.kick()).catch(() => {});
    return stored;
  }

  start(): void {
    this.worker.start();
  }

  /** Stops polling, waits for a delivery in progress and lets another replica take over. */
  async stop(): Promise<void> {
    await this.worker.stop();
  }

  /** Delivers now rather than at the next poll (called after a commit that wrote events). */
  kick(): void {
    this.worker.kick();
  }

  /**
   * Delivers what is pending now, waiting at most `timeoutMs`: a change's answer can wait for
   * its subscribers to have it (read your writes) without hanging on one that is down.
   */
  async flush(timeoutMs = 2_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    await Promise.race([this.deliverPending(), timeout]);
    clearTimeout(timer);
  }

  /** One pass over every subscriber; the relay's loop calls it, tests may too. */
  async deliverPending(): Promise<void> {
    for (const subscriber of this.options.subscribers) {
      try {
        while ((await this.deliverBatch(subscriber)) === 'more') {
          // a full batch: there may be more behind it
        }
      } catch (error) {
        this.options.onError?.(error, subscriber);
      }
    }
    await this.prune();
  }

  /** Undelivered events per subscriber, for `/health` and metrics. */
  async backlog(): Promise<OutboxBacklog[]> {
    const now = Date.now();
    const pending = (await this.db(this.tables.events)
      .whereNull('delivered_at')
      .groupBy('subscriber')
      .select('subscriber')
      .count({ undelivered: '*' })
      .min({ oldest: 'created_at' })) as {
      subscriber: string;
      undelivered: unknown;
      oldest: unknown;
    }[];
    const leases = (await this.db(this.tables.leases).select(
      'subscriber',
      'attempts',
      'last_error',
    )) as { subscriber: string; attempts: unknown; last_error: string | null }[];
    return this.options.subscribers.map(({ name }) => {
      const row = pending.find((entry) => entry.subscriber === name);
      const lease = leases.find((entry) => entry.subscriber === name);
      return {
        subscriber: name,
        undelivered: Number(row?.undelivered ?? 0),
        oldestAgeMs: row?.oldest == null ? 0 : Math.max(0, now - Number(row.oldest)),
        attempts: Number(lease?.attempts ?? 0),
        lastError: lease?.last_error ?? null,
      };
    });
  }

  /** Takes (or renews) the subscriber's lease unless another replica holds it or a retry waits. */
  private claim(subscriber: Subscriber, now: number): Promise<boolean> {
    return this.leases.claim(subscriber.name, now, this.options.leaseMs ?? 15_000, (query) =>
      query.andWhere('next_attempt_at', '<=', now),
    );
  }

  private async deliverBatch(subscriber: Subscriber): Promise<'more' | 'done'> {
    const batchSize = this.options.batchSize ?? 200;
    const pendingQuery = () =>
      this.db(this.tables.events)
        .where({ subscriber: subscriber.name })
        .whereNull('delivered_at')
        .orderBy('seq');
    // A cheap look first: an idle relay takes no lease and writes nothing.
    if (!(await pendingQuery().first('seq'))) return 'done';
    const now = Date.now();
    if (!(await this.claim(subscriber, now))) return 'done';
    const rows = (await pendingQuery().limit(batchSize)) as EventRow[];
    if (rows.length === 0) return 'done';
    const events: ServiceEvent[] = rows.map((row) => ({
      id: row.event_id,
      type: row.type,
      entityId: row.entity_id,
      occurredAt: new Date(Number(row.created_at)).toISOString(),
      payload: parseJson<Record<string, unknown>>(row.payload, {}),
      ...(row.request_id ? { requestId: row.request_id } : {}),
    }));
    try {
      await this.options.deliver(subscriber, events);
    } catch (error) {
      await this.recordFailure(subscriber, error);
      throw error;
    }
    await this.db.transaction(async (trx) => {
      await trx(this.tables.events)
        .whereIn(
          'seq',
          rows.map((row) => Number(row.seq)),
        )
        .update({ delivered_at: Date.now() });
      await trx(this.tables.leases)
        .where({ subscriber: subscriber.name })
        .update({ attempts: 0, next_attempt_at: 0, last_error: null });
    });
    return rows.length === batchSize ? 'more' : 'done';
  }

  private async recordFailure(subscriber: Subscriber, error: unknown): Promise<void> {
    const lease = (await this.db(this.tables.leases)
      .where({ subscriber: subscriber.name })
      .first('attempts')) as { attempts: unknown } | undefined;
    const attempts = Number(lease?.attempts ?? 0) + 1;
    const delay = retryDelayMs(
      attempts,
      this.options.retryBaseMs ?? 250,
      this.options.retryMaxMs ?? 5_000,
    );
    await this.db(this.tables.leases)
      .where({ subscriber: subscriber.name })
      .update({
        attempts,
        next_attempt_at: Date.now() + delay,
        last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
      });
  }
}
