import type { Knex } from 'knex';
import type { ServiceEvent } from './events';
import { inboxTable } from './tables';

export type ApplyEvent = (trx: Knex.Transaction, event: ServiceEvent) => Promise<void>;

function isDuplicate(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Applies events in the order given, each once: its id goes into the consumer's inbox in the
 * same transaction as its effect, so a second delivery of it changes nothing.
 * Answers how many were applied (the rest had been before).
 */
export async function applyEventsOnce(
  db: Knex,
  consumer: string,
  events: ServiceEvent[],
  apply: ApplyEvent,
): Promise<number> {
  let applied = 0;
  for (const event of events) {
    const fresh = await db.transaction(async (trx) => {
      try {
        await trx(inboxTable(consumer)).insert({
          event_id: event.id,
          type: event.type,
          applied_at: Date.now(),
        });
      } catch (error) {
        if (isDuplicate(error)) return false;
        throw error;
      }
      await apply(trx, event);
      return true;
    });
    if (fresh) applied += 1;
  }
  return applied;
}
