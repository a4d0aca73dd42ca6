// How the catalog words its drop events; their types are declared in contracts (catalog-events.ts).
import type { DropEventType } from '@drops/contracts';
import type { NewServiceEvent } from '@drops/db';

/** Enough to say which drop, whose, and its state; a subscriber asks the catalog for more. */
export interface DropSnapshot {
  id: string;
  sellerId: string;
  name: string;
  status: string;
  badge: boolean;
}

/** An administrator's reason and note, carried by `drop.paused` and `drop.restored`. */
export interface ModerationSnapshot {
  reason: string | null;
  note: string | null;
}

/**
 * What moved a drop's phase: the clock (the job runner at the moment) or a write that landed the
 * drop in it (a publish after its launch, a restore). Sellers are told of the clock's moves only:
 * a write's own outcome is on the screen that made it (decisions.md).
 */
export type PhaseCause = 'schedule' | 'write';

export function dropEventOf(
  type: DropEventType,
  sellerId: string,
  drop: { _id: string; name: string; status: string; badge: boolean },
  review?: ModerationSnapshot,
  cause?: PhaseCause,
): NewServiceEvent {
  const snapshot: DropSnapshot = {
    id: drop._id,
    sellerId,
    name: drop.name,
    status: drop.status,
    badge: drop.badge,
  };
  return {
    type,
    entityId: drop._id,
    payload: { drop: snapshot, ...(review && { review }), ...(cause && { cause }) },
  };
}

/** A write's event: published when it turned published, created when new, changed otherwise. */
export function dropWriteEventType(
  before: { status: string } | null,
  after: { status: string },
): DropEventType {
  if (after.status === 'published' && before?.status !== 'published') return 'drop.published';
  return before ? 'drop.changed' : 'drop.created';
}
