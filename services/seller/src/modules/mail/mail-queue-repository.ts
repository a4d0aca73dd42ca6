import type { Knex } from 'knex';
import { insertedOnce, LeaseTable } from '@drops/db';
import type { NewMail } from './domain/mail';

/** A queued mail due to be sent. */
export interface QueuedMail {
  seq: number;
  eventId: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

interface MailRow {
  seq: unknown;
  event_id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: unknown;
}

export interface MailBacklog {
  unsent: number;
  /** Age of the oldest unsent mail, 0 when there is none. */
  oldestAgeMs: number;
  lastError: string | null;
}

const leaseName = 'sender';

/**
 * All SQL on `seller_mail_queue` and `seller_mail_lease`. A mail is added in the caller's
 * transaction (the notification's), once per event and kind; the sender takes the lease, sends
 * what is due in order and marks each sent or schedules its retry.
 */
export function createMailQueueRepository(db: Knex) {
  const queue = (trx?: Knex | Knex.Transaction) => (trx ?? db)('seller_mail_queue');
  const leases = new LeaseTable(db, { table: 'seller_mail_lease', keyColumn: 'name' });

  return {
    /** Queues it unless its event queued this kind already; answers whether it was new. */
    async add(trx: Knex.Transaction, mail: NewMail): Promise<boolean> {
      // A savepoint: on MySQL a failed insert must not spoil the caller's transaction.
      return insertedOnce(
        trx.transaction(async (inner) => {
          await queue(inner).insert({
            event_id: mail.eventId,
            kind: mail.kind,
            seller_id: mail.sellerId,
            to_address: mail.to,
            subject: mail.subject.slice(0, 300),
            text_body: mail.text,
            html_body: mail.html,
            created_at: mail.createdAt,
            attempts: 0,
            next_attempt_at: 0,
            sent_at: null,
            last_error: null,
          });
        }),
      );
    },

    /**
     * Takes (or renews) the sender's lease unless another replica holds it: only one replica
     * sends, so a mail is never sent by two at once.
     */
    claimLease(now: number, leaseMs: number): Promise<boolean> {
      return leases.claim(leaseName, now, leaseMs);
    },

    releaseLease(): Promise<void> {
      return leases.release();
    },

    /** Unsent mails whose retry time has come, oldest first. */
    async due(now: number, limit: number): Promise<QueuedMail[]> {
      const rows = (await queue()
        .whereNull('sent_at')
        .andWhere('next_attempt_at', '<=', now)
        .orderBy('seq')
        .limit(limit)
        .select(
          'seq',
          'event_id',
          'kind',
          'to_address',
          'subject',
          'text_body',
          'html_body',
          'attempts',
        )) as MailRow[];
      return rows.map((row) => ({
        seq: Number(row.seq),
        eventId: row.event_id,
        kind: row.kind,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        attempts: Number(row.attempts),
      }));
    },

    async markSent(seq: number, now: number): Promise<void> {
      await queue().where({ seq }).update({ sent_at: now, last_error: null });
    },

    async markFailed(seq: number, attempts: number, retryAt: number, error: string): Promise<void> {
      await queue()
        .where({ seq })
        .update({ attempts, next_attempt_at: retryAt, last_error: error.slice(0, 500) });
    },

    async backlog(now = Date.now()): Promise<MailBacklog> {
      const row = (await queue()
        .whereNull('sent_at')
        .count({ unsent: '*' })
        .min({ oldest: 'created_at' })
        .first()) as { unsent?: unknown; oldest?: unknown } | undefined;
      const last = (await queue()
        .whereNull('sent_at')
        .whereNotNull('last_error')
        .orderBy('seq', 'desc')
        .first('last_error')) as { last_error: string } | undefined;
      return {
        unsent: Number(row?.unsent ?? 0),
        oldestAgeMs: row?.oldest == null ? 0 : Math.max(0, now - Number(row.oldest)),
        lastError: last?.last_error ?? null,
      };
    },

    /** Sent mails older than `keepMs` are deleted (the queue is not an archive). */
    async pruneSent(before: number): Promise<void> {
      await queue().whereNotNull('sent_at').andWhere('sent_at', '<', before).delete();
    },
  };
}

export type MailQueueRepository = ReturnType<typeof createMailQueueRepository>;
