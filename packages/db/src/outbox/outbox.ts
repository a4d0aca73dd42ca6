import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
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
 * A transactional outbox. `append` writes an event in the caller's transaction, one row per
 * subscriber that wants it; the relay delivers each subscriber's rows in the order written,
 * at least once, retrying with backoff, one replica at a time per subscriber (a lease row).
 */
export class Outbox {
  private readonly tables: ReturnType<typeof outboxTables>;
  private readonly instance = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private lastPrune = 0;

  constructor(
    private readonly db: Knex,
    private readonly options: OutboxOptions,
  ) {
    this.tables = outboxTables(options.owner);
  }

  /** Writes the event in `trx` (the change's own transaction); the relay is kicked on commit. */
  async append(trx: Knex.Transaction, event: NewServiceEvent): Promise<ServiceEvent> {
    const stored: ServiceEvent = {
      id: randomUUID(),
      type: event.type,
      entityId: event.entityId,
      occurredAt: new Date().toISOString(),
      payload: event.payload,
    };
    const requestId = this.options.currentRequestId?.();
    if (requestId) stored.requestId = requestId;
    const wanted = this.options.subscribers.filter((subscriber) =>
      subscribesTo(subscriber, event.type),
    );
    const now = Date.parse(stored.occurredAt);
    // An event nobody subscribes to is kept as a record, already delivered.
    const targets =
      wanted.length > 0 ? wanted.map((subscriber) => subscriber.name) : [noSubscriber];
    await trx(this.tables.events).insert(
      targets.map((subscriber) => ({
        event_id: stored.id,
        subscriber,
        type: stored.type,
        entity_id: stored.entityId,
        payload: toJson(stored.payload),
        request_id: stored.requestId ?? null,
        created_at: now,
        delivered_at: subscriber === noSubscriber ? now : null,
      })),
    );
    if (wanted.length > 0) void trx.executionPromise?.then(() => this.kick()).catch(() => {});
    return stored;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for a delivery in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    await this.db(this.tables.leases)
      .where({ owner: this.instance })
      .update({ owner: null, until: 0 })
      .catch(() => {});
  }

  /** Delivers now rather than at the next poll (called after a commit that wrote events). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
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

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.deliverPending().finally(() => {
        this.running = undefined;
        const again = this.again;
        this.again = false;
        this.schedule(again ? 0 : (this.options.pollMs ?? 200));
      });
    }, delayMs);
    this.timer.unref();
  }

  /** Takes (or renews) the subscriber's lease unless another replica holds it or a retry waits. */
  private async claim(subscriber: Subscriber, now: number): Promise<boolean> {
    await this.db(this.tables.leases)
      .insert({
        subscriber: subscriber.name,
        owner: null,
        until: 0,
        attempts: 0,
        next_attempt_at: 0,
      })
      .onConflict('subscriber')
      .ignore();
    const claimed = await this.db(this.tables.leases)
      .where({ subscriber: subscriber.name })
      .andWhere((free) =>
        free.whereNull('owner').orWhere('owner', this.instance).orWhere('until', '<', now),
      )
      .andWhere('next_attempt_at', '<=', now)
      .update({ owner: this.instance, until: now + (this.options.leaseMs ?? 15_000) });
    return claimed === 1;
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
    const base = this.options.retryBaseMs ?? 250;
    const delay = Math.min(base * 2 ** (attempts - 1), this.options.retryMaxMs ?? 5_000);
    await this.db(this.tables.leases)
      .where({ subscriber: subscriber.name })
      .update({
        attempts,
        next_attempt_at: Date.now() + delay,
        last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
      });
  }

  private async prune(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < 60_000) return;
    this.lastPrune = now;
    const keep = this.options.keepDeliveredMs ?? 7 * 24 * 60 * 60 * 1000;
    await this.db(this.tables.events)
      .whereNotNull('delivered_at')
      .andWhere('delivered_at', '<', now - keep)
      .delete()
      .catch(() => {});
  }
}
