/**
 * Totals of the audit log's lists, reused for a while once large. Counting a million entries
 * costs MariaDB hundreds of milliseconds, over the Activity page's 100 ms budget, so from
 * `exactBelow` entries on a total is reused for `ttlMs` and refreshed in the background while
 * the old one is served (as the catalog does for drops; see docs/decisions.md). Smaller totals
 * are counted every time and therefore exact.
 */
export function createAuditCountCache({
  ttlMs = 30_000,
  exactBelow = 10_000,
  maxEntries = 500,
}: { ttlMs?: number; exactBelow?: number; maxEntries?: number } = {}) {
  const kept = new Map<string, { value: number; at: number; refreshing: boolean }>();
  const running = new Map<string, Promise<number>>();

  const compute = (key: string, count: () => Promise<number>): Promise<number> => {
    const pending = running.get(key);
    if (pending) return pending;
    const promise = count()
      .then((value) => {
        kept.delete(key);
        if (value >= exactBelow) {
          if (kept.size >= maxEntries) {
            const oldest = kept.keys().next().value;
            if (oldest !== undefined) kept.delete(oldest);
          }
          kept.set(key, { value, at: Date.now(), refreshing: false });
        }
        return value;
      })
      .finally(() => running.delete(key));
    running.set(key, promise);
    return promise;
  };

  return {
    get(key: string, count: () => Promise<number>): Promise<number> {
      const entry = kept.get(key);
      if (!entry) return compute(key, count);
      if (Date.now() - entry.at > ttlMs && !entry.refreshing) {
        entry.refreshing = true;
        // A failed refresh drops the entry, so the next request counts again.
        compute(key, count).catch(() => kept.delete(key));
      }
      return Promise.resolve(entry.value);
    },
  };
}
