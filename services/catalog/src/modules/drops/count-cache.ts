/**
 * Counts remembered for a short while. On a large products table counting costs MariaDB
 * hundreds of milliseconds (a full-text posting list or an index range read row by row), far
 * over the list's latency budget, so there a count is reused for `ttlMs` and then refreshed in
 * the background while the old value is served. The caller says which counts may be kept
 * (see docs/decisions.md); the others are computed every time and therefore exact.
 */
export interface CountCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
}

interface Entry {
  value: number;
  at: number;
  refreshing: boolean;
}

export class CountCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<number>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(options: CountCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 500;
  }

  /** `keep(value)` says whether this value may be reused; a kept value that goes stale is refreshed. */
  async get(
    key: string,
    count: () => Promise<number>,
    keep: (value: number) => boolean,
  ): Promise<number> {
    const recount = () =>
      this.shared(key, () =>
        count().then((value) => {
          this.entries.delete(key);
          if (keep(value)) this.remember(key, value);
          return value;
        }),
      );
    const entry = this.entries.get(key);
    if (entry) {
      if (Date.now() - entry.at > this.ttlMs && !entry.refreshing) {
        entry.refreshing = true;
        // A failed refresh drops the entry, so the next request counts again.
        recount().catch(() => this.entries.delete(key));
      }
      return entry.value;
    }
    return recount();
  }

  /** One count per key at a time: concurrent requests share it. */
  private shared(key: string, run: () => Promise<number>): Promise<number> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const promise = run().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  private remember(key: string, value: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, at: Date.now(), refreshing: false });
  }
}
