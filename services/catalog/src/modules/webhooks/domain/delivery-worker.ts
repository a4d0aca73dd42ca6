import { atMostEvery, LeasedWorker } from '@drops/db';
import type { RetryTimings } from './retry-schedule';
import type {
  AttemptOutcome,
  ClaimedDelivery,
  WebhookDeliveriesRepository,
} from '../webhook-deliveries-repository';
import type { SecretBox } from './secret-box';
import { sendWebhook, type SendOptions } from './send-webhook';
import { webhookHeaders } from './signing';

const keepFinishedMs = 30 * 24 * 60 * 60 * 1000;

export interface DeliveryWorkerOptions {
  deliveries: WebhookDeliveriesRepository;
  secrets: SecretBox;
  send: SendOptions;
  /** Deliveries in flight at once from this replica: a hanging receiver holds one slot only. */
  concurrency: number;
  /** How often due deliveries are looked for when nothing kicked the worker. */
  pollMs: number;
  /** A replica that dies mid-send loses its claim after this (longer than the send timeout). */
  leaseMs: number;
  retry?: RetryTimings;
  onError: (error: unknown) => void;
}

/**
 * Sends due deliveries, outside any request: claims what fits in its free slots, starts each
 * send on its own, claims again as each finishes. Several replicas share the table; a claim's
 * lease means each attempt is made by one of them. The poll (a claim and a prune every `pollMs`,
 * the first one `pollMs` after start) is a `LeasedWorker`; a kick and each finished send claim
 * at once, beside it, since sends run concurrently rather than in a pass.
 */
export class DeliveryWorker {
  private readonly inFlight = new Set<Promise<void>>();
  /** Stopping waits for its pass in progress, so no query outlives the database. */
  private readonly poll: LeasedWorker;
  /** Finished deliveries are kept 30 days for the seller's list, then forgotten. */
  private readonly prune: () => Promise<void>;
  private fillRun: Promise<void> | undefined;
  /** Set by `stop`: nothing new is claimed (a test's `drain` runs with the loop never started). */
  private closing = false;
  private again = false;
  private stopped = true;
  private claimedTotal = 0;
  /** Outcomes waiting for the next group write, each with the attempt waiting for it. */
  private unrecorded: {
    delivery: ClaimedDelivery;
    outcome: AttemptOutcome;
    at: number;
    recorded: { resolve: () => void; reject: (error: unknown) => void };
  }[] = [];
  private recording: Promise<void> | undefined;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.poll = new LeasedWorker({
      pollMs: options.pollMs,
      pass: async () => {
        await Promise.all([this.fill(), this.prune()]);
      },
    });
    this.prune = atMostEvery(10 * 60 * 1000, () =>
      options.deliveries
        .pruneFinished(Date.now() - keepFinishedMs)
        .catch((error: unknown) => options.onError(error)),
    );
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    this.poll.start(this.options.pollMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    await Promise.allSettled([this.poll.stop(), this.fillRun, ...this.inFlight]);
    await this.recording;
  }

  /** Looks for due deliveries now (after a fan-out, a test request or a resend). */
  kick(): void {
    if (!this.stopped) void this.fill();
  }

  /** Sends everything due now and waits for it: tests and the bench drive the worker this way. */
  async drain(): Promise<void> {
    for (;;) {
      const before = this.claimedTotal;
      await this.fill();
      await Promise.allSettled([...this.inFlight]);
      if (this.claimedTotal === before && this.inFlight.size === 0) return;
    }
  }

  /** Claims and starts sends; one pass at a time (a call meanwhile asks the pass to go on). */
  private fill(): Promise<void> {
    if (this.fillRun) {
      this.again = true;
      return this.fillRun;
    }
    this.fillRun = this.claimAndStart().finally(() => {
      this.fillRun = undefined;
    });
    return this.fillRun;
  }

  private async claimAndStart(): Promise<void> {
    try {
      do {
        this.again = false;
        if (this.closing) break;
        const free = this.options.concurrency - this.inFlight.size;
        // A claim costs three queries: while sends are in flight, wait for a quarter of the
        // slots to free rather than claiming one delivery at a time.
        const worthClaiming = Math.max(1, Math.floor(this.options.concurrency / 4));
        if (free <= 0 || (this.inFlight.size > 0 && free < worthClaiming)) break;
        const claimed = await this.options.deliveries.claimDue(
          Date.now(),
          this.options.leaseMs,
          free,
        );
        this.claimedTotal += claimed.length;
        for (const delivery of claimed) {
          const attempt: Promise<void> = this.attempt(delivery)
            .catch(this.options.onError)
            .finally(() => {
              this.inFlight.delete(attempt);
              if (!this.stopped) void this.fill();
            });
          this.inFlight.add(attempt);
        }
        if (claimed.length === free) this.again = true;
      } while (this.again);
    } catch (error) {
      this.options.onError(error);
    }
  }

  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const { deliveries, secrets } = this.options;
    if (!delivery.endpointActive) {
      await deliveries.abandon(delivery, Date.now());
      return;
    }
    const headers = webhookHeaders(
      secrets.open(delivery.sealedSecret),
      delivery.messageId,
      delivery.payload,
      Date.now(),
    );
    const outcome = await sendWebhook(delivery.url, headers, delivery.payload, this.options.send);
    await new Promise<void>((resolve, reject) => {
      this.unrecorded.push({ delivery, outcome, at: Date.now(), recorded: { resolve, reject } });
      this.recording ??= this.recordUnrecorded();
    });
  }

  /** A group write may meet another replica's claim in a deadlock: tried three times. */
  private async recordWithRetry(
    group: Parameters<WebhookDeliveriesRepository['recordAttempts']>[0],
  ) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.options.deliveries.recordAttempts(group, this.options.retry);
        return;
      } catch (error) {
        if (attempt >= 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      }
    }
  }

  /**
   * Writes outcomes in groups: those finishing while a group is written wait for the next one,
   * so the database sees one transaction per group however many receivers answer at once.
   */
  private async recordUnrecorded(): Promise<void> {
    while (this.unrecorded.length > 0) {
      const group = this.unrecorded.splice(0, 200);
      try {
        await this.recordWithRetry(group);
        for (const item of group) item.recorded.resolve();
      } catch (error) {
        // Unrecorded, the deliveries stay leased and are sent again once the lease runs out.
        for (const item of group) item.recorded.reject(error);
      }
    }
    this.recording = undefined;
  }
}
