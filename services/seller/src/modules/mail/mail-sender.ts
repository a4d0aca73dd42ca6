import type { Transporter } from 'nodemailer';
import { atMostEvery, LeasedWorker, retryDelayMs } from '@drops/db';
import type { MailQueueRepository } from './mail-queue-repository';

export interface MailSenderTimings {
  /** How often due mails are looked for when nothing kicked the sender. */
  pollMs?: number;
  /** Retry backoff per mail: doubles from `retryBaseMs` up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** A replica that stops renewing the lease loses it to another after this. */
  leaseMs?: number;
  batchSize?: number;
  /** Sent mails are deleted after this. */
  keepSentMs?: number;
}

export interface MailSenderOptions extends MailSenderTimings {
  queue: MailQueueRepository;
  /** Null when `SMTP_URL` is unset: mails are queued and wait, nothing is sent. */
  transport: Transporter | null;
  from: string;
  onError?: (error: unknown, mail: { seq: number; kind: string; attempts: number }) => void;
}

/**
 * Sends the queued mails with the outbox's mechanics (`LeasedWorker`, the queue's lease row):
 * one replica at a time, in the order queued, each retried with exponential backoff until the
 * SMTP server takes it, never given up. It runs beside requests and never inside one: an
 * action only queues its mail.
 */
export class MailSender {
  private readonly worker: LeasedWorker;
  private readonly prune: () => Promise<void>;

  constructor(private readonly options: MailSenderOptions) {
    this.worker = new LeasedWorker({
      pass: () => this.sendPending(),
      pollMs: options.pollMs ?? 1_000,
      onError: (error) => options.onError?.(error, { seq: 0, kind: 'queue', attempts: 0 }),
      release: () => options.queue.releaseLease(),
    });
    const keep = options.keepSentMs ?? 7 * 24 * 60 * 60 * 1000;
    this.prune = atMostEvery(60_000, () => options.queue.pruneSent(Date.now() - keep));
  }

  get sending(): boolean {
    return this.options.transport !== null;
  }

  start(): void {
    if (this.sending) this.worker.start();
  }

  /** Stops polling, waits for a send in progress and lets another replica take over. */
  async stop(): Promise<void> {
    await this.worker.stop();
    this.options.transport?.close();
  }

  /** Sends now rather than at the next poll (after a commit that queued a mail). */
  kick(): void {
    this.worker.kick();
  }

  /** One pass over the due mails; the loop calls it, tests may too. */
  async sendPending(): Promise<void> {
    const { queue, transport } = this.options;
    if (!transport) return;
    const leaseMs = this.options.leaseMs ?? 30_000;
    const batchSize = this.options.batchSize ?? 20;
    for (;;) {
      const now = Date.now();
      const due = await queue.due(now, batchSize);
      // A cheap look first: an idle sender takes no lease and writes nothing.
      if (due.length === 0 || !(await queue.claimLease(now, leaseMs))) break;
      for (const mail of due) {
        try {
          await transport.sendMail({
            from: this.options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            // The same id on a resend, so a mailbox can tell a repeat.
            messageId: `<${mail.eventId}.${mail.kind}@drops.mail>`,
          });
          await queue.markSent(mail.seq, Date.now());
        } catch (error) {
          const attempts = mail.attempts + 1;
          const delay = retryDelayMs(
            attempts,
            this.options.retryBaseMs ?? 1_000,
            this.options.retryMaxMs ?? 600_000,
          );
          await queue.markFailed(
            mail.seq,
            attempts,
            Date.now() + delay,
            String(error instanceof Error ? error.message : error),
          );
          this.options.onError?.(error, { seq: mail.seq, kind: mail.kind, attempts });
          // The server is most likely away: the rest wait for the next pass.
          return;
        }
      }
      if (due.length < batchSize) break;
    }
    await this.prune();
  }
}
