import type { RemoteLoadKind, RemoteLoadReport } from '@drops/contracts';
import type { RemoteName } from '@drops/federation';

/** A success is sent for 1 load in this many, with this `count`; every failure is sent. */
export const successSampleEvery = 5;
/** How often the queue is sent while the page is open. */
export const reportFlushMs = 5_000;
const maxLines = 50;
const maxCount = 100;

export type SendReports = (reports: RemoteLoadReport[], options: { keepalive: boolean }) => unknown;

/**
 * The remote loads of this tab waiting to be reported (issue 28): one line per remote, version
 * and kind, with `count` when it stands for several. Only remote, version and outcome leave the
 * browser: no visitor id, no address, no page.
 */
export class LoadReportQueue {
  /** Lines in the order they were started; a full line (count 100) is followed by a new one. */
  private pending: RemoteLoadReport[] = [];

  constructor(
    private readonly send: SendReports,
    private readonly random: () => number = Math.random,
  ) {}

  /** Counts one load; a success only when it is drawn for the sample. */
  add(remote: RemoteName, version: string, kind: RemoteLoadKind): void {
    let weight = 1;
    if (kind === 'load-ok') {
      if (this.random() >= 1 / successSampleEvery) return;
      weight = successSampleEvery;
    }
    const line = this.pending.find(
      (item) =>
        item.remote === remote &&
        item.version === version &&
        item.kind === kind &&
        (item.count ?? 1) + weight <= maxCount,
    );
    if (line) line.count = (line.count ?? 1) + weight;
    else this.pending.push({ remote, version, kind, count: weight });
  }

  /** Lines waiting, as the endpoint takes them (a count of 1 left out). */
  take(): RemoteLoadReport[] {
    const lines = this.pending.slice(0, maxLines);
    this.pending = this.pending.slice(maxLines);
    return lines.map(({ count, ...line }) => (count && count > 1 ? { ...line, count } : line));
  }

  /** Sends what waits; `keepalive` when the page is going away (the request outlives it). */
  flush(keepalive = false): void {
    while (this.pending.length > 0) {
      const lines = this.take();
      try {
        void Promise.resolve(this.send(lines, { keepalive })).catch(() => undefined);
      } catch {
        // A report that cannot leave is dropped: it must never disturb the page.
      }
    }
  }
}

/** Sends the queue every few seconds and when the page is hidden or left. */
export function flushPeriodically(queue: LoadReportQueue, target: Window = window): () => void {
  const timer = target.setInterval(() => queue.flush(), reportFlushMs);
  const leaving = () => queue.flush(true);
  const hidden = () => {
    if (target.document.visibilityState === 'hidden') leaving();
  };
  target.addEventListener('pagehide', leaving);
  target.document.addEventListener('visibilitychange', hidden);
  return () => {
    target.clearInterval(timer);
    target.removeEventListener('pagehide', leaving);
    target.document.removeEventListener('visibilitychange', hidden);
  };
}
