import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { webhookDisabledEventType, type WebhookDelivery } from '@drops/contracts';
import { newId, type Outbox } from '@drops/db';
import {
  disableAfterFailingMs,
  nextAttemptAt,
  retryWindowMs,
  type RetryTimings,
} from './domain/retry-schedule';
import { toDelivery, type AttemptRow, type DeliveryRow } from './delivery-rows';

/** A delivery claimed by this replica, with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  sellerId: string;
  messageId: string;
  payload: string;
  attemptCount: number;
  giveUpAt: number;
  url: string;
  sealedSecret: string;
  endpointActive: boolean;
  /** The claim's token: only its holder records the outcome. */
  leaseOwner: string;
}

export interface NewDelivery {
  endpointId: string;
  sellerId: string;
  messageId: string;
  eventType: string;
  payload: string;
}

export interface AttemptOutcome {
  statusCode: number | null;
  responseTimeMs: number;
  error: string | null;
}

const succeeded = (statusCode: number | null) =>
  statusCode !== null && statusCode >= 200 && statusCode < 300;

/**
 * Deliveries and their attempts. A delivery is claimed by one replica at a time (a lease on the
 * row); its outcome is recorded with the endpoint's failure streak, and the endpoint disabled,
 * with a `webhook.disabled` event for the seller service, once it has failed for 3 days.
 */
export function createWebhookDeliveriesRepository(db: Knex, outbox: Outbox) {
  return {
    /** Queues deliveries; one already queued for the same endpoint and message is kept as is. */
    async queue(deliveries: NewDelivery[], now: number = Date.now()): Promise<string[]> {
      if (deliveries.length === 0) return [];
      const rows = deliveries.map((delivery) => ({
        id: newId(),
        endpoint_id: delivery.endpointId,
        seller_id: delivery.sellerId,
        message_id: delivery.messageId,
        event_type: delivery.eventType,
        payload: delivery.payload,
        status: 'pending',
        attempt_count: 0,
        next_attempt_at: now,
        give_up_at: now + retryWindowMs,
        lease_owner: null,
        lease_until: 0,
        created_at: now,
      }));
      await db('webhook_deliveries')
        .insert(rows)
        .onConflict(['endpoint_id', 'message_id'])
        .ignore();
      return rows.map((row) => row.id);
    },

    /**
     * The backlog (issue 19): deliveries pending (not yet succeeded or given up), and of them
     * those due at `now` that no replica holds (waiting for the worker, not for a retry).
     */
    async depth(now: number): Promise<{ pending: number; due: number }> {
      const row = (await db('webhook_deliveries')
        .where('status', 'pending')
        .first(
          db.raw('COUNT(*) AS pending'),
          db.raw(
            'SUM(CASE WHEN next_attempt_at <= ? AND lease_until < ? THEN 1 ELSE 0 END) AS due',
            [now, now],
          ),
        )) as { pending: unknown; due: unknown } | undefined;
      return { pending: Number(row?.pending ?? 0), due: Number(row?.due ?? 0) };
    },

    /** Up to `limit` due deliveries, leased to this claim for `leaseMs`. */
    async claimDue(now: number, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
      const due = (await db('webhook_deliveries')
        .where('status', 'pending')
        .where('next_attempt_at', '<=', now)
        .where('lease_until', '<', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .pluck('id')) as string[];
      if (due.length === 0) return [];
      const leaseOwner = randomUUID();
      // The conditions again: of two replicas that read the same rows, one update takes each.
      await db('webhook_deliveries')
        .whereIn('id', due)
        .where('status', 'pending')
        .where('lease_until', '<', now)
        .update({ lease_owner: leaseOwner, lease_until: now + leaseMs });
      const rows = (await db('webhook_deliveries as d')
        .join('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
        .where('d.lease_owner', leaseOwner)
        .select(
          'd.id',
          'd.endpoint_id',
          'd.seller_id',
          'd.message_id',
          'd.payload',
          'd.attempt_count',
          'd.give_up_at',
          'e.url',
          'e.secret_encrypted',
          'e.status as endpoint_status',
        )) as (DeliveryRow & { url: string; secret_encrypted: string; endpoint_status: string })[];
      return rows.map((row) => ({
        id: row.id,
        endpointId: row.endpoint_id,
        sellerId: row.seller_id,
        messageId: row.message_id,
        payload: row.payload,
        attemptCount: Number(row.attempt_count),
        giveUpAt: Number(row.give_up_at),
        url: row.url,
        sealedSecret: row.secret_encrypted,
        endpointActive: row.endpoint_status === 'active',
        leaseOwner,
      }));
    },

    /**
     * Attempts' outcomes, in one transaction (the worker groups those that finish together, so a
     * busy receiver pool costs one commit per group, not one per delivery): done, due again
     * after backoff, or given up after 24 h.
     */
    async recordAttempts(
      outcomes: { delivery: ClaimedDelivery; outcome: AttemptOutcome; at: number }[],
      timings?: RetryTimings,
    ): Promise<void> {
      if (outcomes.length === 0) return;
      await db.transaction(async (trx) => {
        await trx('webhook_attempts').insert(
          outcomes.map(({ delivery, outcome, at }) => ({
            delivery_id: delivery.id,
            attempted_at: at,
            status_code: outcome.statusCode,
            response_time_ms: outcome.responseTimeMs,
            error: outcome.error?.slice(0, 500) ?? null,
          })),
        );
        const done = outcomes.filter(({ outcome }) => succeeded(outcome.statusCode));
        if (done.length > 0) {
          // Only rows still leased to the claims that sent them: a lease lost meanwhile is
          // another replica's to record.
          await trx('webhook_deliveries')
            .whereIn(
              'id',
              done.map(({ delivery }) => delivery.id),
            )
            .whereIn('lease_owner', [...new Set(done.map(({ delivery }) => delivery.leaseOwner))])
            .update({
              status: 'succeeded',
              completed_at: Math.max(...done.map(({ at }) => at)),
              attempt_count: trx.raw('attempt_count + 1'),
              lease_owner: null,
              lease_until: 0,
            });
          await trx('webhook_endpoints')
            .whereIn('id', [...new Set(done.map(({ delivery }) => delivery.endpointId))])
            .whereNotNull('failing_since')
            .update({ failing_since: null });
        }
        for (const { delivery, outcome, at } of outcomes) {
          if (succeeded(outcome.statusCode)) continue;
          const attempts = delivery.attemptCount + 1;
          const next = nextAttemptAt(attempts, at, delivery.giveUpAt, timings);
          const released = { attempt_count: attempts, lease_owner: null, lease_until: 0 };
          await trx('webhook_deliveries')
            .where({ id: delivery.id, lease_owner: delivery.leaseOwner })
            .update(
              next === null
                ? { ...released, status: 'failed', completed_at: at }
                : { ...released, next_attempt_at: next },
            );
          await trx('webhook_endpoints')
            .where({ id: delivery.endpointId })
            .whereNull('failing_since')
            .update({ failing_since: at });
          await disableIfFailingTooLong(trx, delivery.endpointId, at);
        }
      });
    },

    /** A claimed delivery that will not be sent (its endpoint was disabled meanwhile). */
    async abandon(delivery: ClaimedDelivery, now: number): Promise<void> {
      await db('webhook_deliveries')
        .where({ id: delivery.id, lease_owner: delivery.leaseOwner })
        .update({ status: 'failed', completed_at: now, lease_owner: null, lease_until: 0 });
    },

    /**
     * Both reads run in one transaction, so on one snapshot: an outcome the worker records
     * between them never shows an attempt beside the status from before it (a 202 "pending").
     */
    async listForEndpoint(endpointId: string, limit: number): Promise<WebhookDelivery[]> {
      return db.transaction(async (trx) => {
        const rows = (await trx('webhook_deliveries')
          .where({ endpoint_id: endpointId })
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(limit)) as DeliveryRow[];
        if (rows.length === 0) return [];
        const attempts = (await trx('webhook_attempts')
          .whereIn(
            'delivery_id',
            rows.map((row) => row.id),
          )
          .orderBy('id')) as AttemptRow[];
        return rows.map((row) =>
          toDelivery(
            row,
            attempts.filter((attempt) => attempt.delivery_id === row.id),
          ),
        );
      });
    },

    async findForEndpoint(endpointId: string, id: string): Promise<WebhookDelivery | null> {
      return db.transaction(async (trx) => {
        const row = (await trx('webhook_deliveries')
          .where({ id, endpoint_id: endpointId })
          .first()) as DeliveryRow | undefined;
        if (!row) return null;
        const attempts = (await trx('webhook_attempts')
          .where({ delivery_id: id })
          .orderBy('id')) as AttemptRow[];
        return toDelivery(row, attempts);
      });
    },

    /** Forgets finished deliveries (and their attempts) completed before `before`. */
    async pruneFinished(before: number): Promise<number> {
      const old = (await db('webhook_deliveries')
        .whereIn('status', ['succeeded', 'failed'])
        .where('completed_at', '<', before)
        .limit(1_000)
        .pluck('id')) as string[];
      if (old.length === 0) return 0;
      await db.transaction(async (trx) => {
        await trx('webhook_attempts').whereIn('delivery_id', old).delete();
        await trx('webhook_deliveries').whereIn('id', old).delete();
      });
      return old.length;
    },

    /** Sends a delivery again: due now, with a new 24 h window, the same `webhook-id`. */
    async resend(endpointId: string, id: string, now: number = Date.now()): Promise<boolean> {
      const updated = await db('webhook_deliveries')
        .where({ id, endpoint_id: endpointId })
        .update({
          status: 'pending',
          next_attempt_at: now,
          give_up_at: now + retryWindowMs,
          completed_at: null,
        });
      return updated > 0;
    },
  };

  /**
   * Disables an endpoint failing for 3 days: its waiting deliveries fail, and the seller service
   * hears of it (its notification and mail) through the outbox, in the same transaction.
   */
  async function disableIfFailingTooLong(
    trx: Knex.Transaction,
    endpointId: string,
    now: number,
  ): Promise<void> {
    const disabled = await trx('webhook_endpoints')
      .where({ id: endpointId, status: 'active' })
      .where('failing_since', '<=', now - disableAfterFailingMs)
      .update({
        status: 'disabled',
        disabled_at: now,
        disabled_reason: 'Deliveries failed for 3 days',
      });
    if (disabled === 0) return;
    await trx('webhook_deliveries')
      .where({ endpoint_id: endpointId, status: 'pending' })
      .update({ status: 'failed', completed_at: now, lease_owner: null, lease_until: 0 });
    const endpoint = (await trx('webhook_endpoints').where({ id: endpointId }).first()) as {
      seller_id: string;
      url: string;
    };
    await outbox.append(trx, {
      type: webhookDisabledEventType,
      entityId: endpointId,
      payload: { endpoint: { id: endpointId, sellerId: endpoint.seller_id, url: endpoint.url } },
    });
  }
}

export type WebhookDeliveriesRepository = ReturnType<typeof createWebhookDeliveriesRepository>;
