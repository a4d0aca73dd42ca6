import type { NewServiceEvent } from '@drops/db';

/** What the catalog tells others about a drop (its outbox's event types). */
export type DropEventType = 'drop.created' | 'drop.published' | 'drop.changed' | 'drop.deleted';

/** Enough to say which drop, whose, and its state; a subscriber asks the catalog for more. */
export interface DropSnapshot {
  id: string;
  sellerId: string;
  name: string;
  status: string;
  badge: boolean;
}

export function dropEventOf(
  type: DropEventType,
  sellerId: string,
  drop: { _id: string; name: string; status: string; badge: boolean },
): NewServiceEvent {
  const snapshot: DropSnapshot = {
    id: drop._id,
    sellerId,
    name: drop.name,
    status: drop.status,
    badge: drop.badge,
  };
  return { type, entityId: drop._id, payload: { drop: snapshot } };
}

/** A write's event: published when it turned published, created when new, changed otherwise. */
export function dropWriteEventType(
  before: { status: string } | null,
  after: { status: string },
): DropEventType {
  if (after.status === 'published' && before?.status !== 'published') return 'drop.published';
  return before ? 'drop.changed' : 'drop.created';
}
