import {
  dropPhases,
  type DropPhase,
  type EarlyAccessWindow,
  type StoredProductStatus,
} from '@drops/contracts';

/**
 * What decides a drop's phase: its stored status, times (epoch ms) and early access. Spelled
 * here rather than picked from the row's fields, which use this file: no import cycle.
 */
export interface PhaseInputs {
  status: StoredProductStatus;
  launchDate: number | null;
  expiryDate: number | null;
  allowEarlyAccess: boolean;
  timeWindow: EarlyAccessWindow | null;
}

const hourMs = 3_600_000;
const windowMs: Record<EarlyAccessWindow, number> = {
  '24H': 24 * hourMs,
  '48H': 48 * hourMs,
  '72H': 72 * hourMs,
};

/** When early access opens, or null when the drop has none (off, no window or no launch). */
export function earlyAccessOpensAt(drop: PhaseInputs): number | null {
  if (!drop.allowEarlyAccess || drop.timeWindow === null || drop.launchDate === null) return null;
  return drop.launchDate - windowMs[drop.timeWindow];
}

/**
 * The phase at `now`. A moment belongs to the phase it opens: at the launch instant the drop is
 * live, at expiry ended. A published drop without a launch (a flex account's) is live at once.
 */
export function phaseAt(drop: PhaseInputs, now: number): DropPhase {
  if (drop.status === 'draft') return 'draft';
  if (drop.status === 'paused') return 'paused';
  if (drop.expiryDate !== null && now >= drop.expiryDate) return 'ended';
  if (drop.launchDate === null || now >= drop.launchDate) return 'live';
  const early = earlyAccessOpensAt(drop);
  return early !== null && now >= early ? 'early_access' : 'scheduled';
}

/** The next instant after `now` at which the phase changes by itself, or null when none. */
export function nextPhaseChangeAt(drop: PhaseInputs, now: number): number | null {
  if (drop.status !== 'published') return null;
  const moments = [earlyAccessOpensAt(drop), drop.launchDate, drop.expiryDate];
  let next: number | null = null;
  for (const moment of moments)
    if (moment !== null && moment > now && (next === null || moment < next)) next = moment;
  return next;
}

/**
 * When a stored phase is due to end: what the dashboard counts down to and re-reads at. Taken
 * from the stored phase, not the clock, so while the runner is about to move a drop the moment
 * is just past and a client keeps asking until it sees the move.
 */
export function phaseEndsAt(phase: DropPhase, drop: PhaseInputs): number | null {
  if (drop.status !== 'published') return null;
  if (phase === 'scheduled') return earlyAccessOpensAt(drop) ?? drop.launchDate;
  if (phase === 'early_access') return drop.launchDate;
  if (phase === 'live') return drop.expiryDate;
  return null;
}

/** The outbox event a phase change is, or null for one that tells no one anything new. */
export function phaseEventType(from: DropPhase, to: DropPhase): PhaseEventType | null {
  if (from === to || to === 'draft') return null;
  return `drop.${to}`;
}

export type PhaseEventType = `drop.${Exclude<DropPhase, 'draft'>}`;

/**
 * The phase as stored (the job runner's last move). A row read without the column, or holding
 * an unknown value, reads as its status says: paused or draft, else the runner's next move.
 */
export function storedPhaseOf(
  value: string | undefined,
  drop: Pick<PhaseInputs, 'status'>,
): DropPhase {
  if ((dropPhases as readonly string[]).includes(value ?? '')) return value as DropPhase;
  return drop.status === 'published' ? 'scheduled' : drop.status;
}
