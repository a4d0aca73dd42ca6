import type { KeysetBatch } from '@drops/db';

/**
 * Every item of an owner's list, one keyset batch at a time (`after` = the previous batch's
 * `next`): an export reads the owner's table in one index walk and never writes a row twice or
 * skips one while rows are inserted meanwhile. The next batch is asked for as soon as the current
 * one arrives, so the owner works while the client reads: at most two batches in memory.
 */
export async function* ownerBatches<T>(
  fetchBatch: (after: string | undefined) => Promise<KeysetBatch<T>>,
): AsyncGenerator<T[]> {
  let pending = fetchBatch(undefined);
  for (;;) {
    const batch = await pending;
    if (batch.next !== null) {
      pending = fetchBatch(batch.next);
      // Awaited on the next turn; a client gone before then must not leave it unhandled.
      pending.catch(() => undefined);
    }
    if (batch.items.length > 0) yield batch.items;
    if (batch.next === null) return;
  }
}
