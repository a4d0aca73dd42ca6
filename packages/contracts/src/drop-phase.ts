import { valuesOf } from './labelled-values';

/**
 * Where a drop is in its release (issue 17), beside the spec's status: `scheduled` is published
 * before launch, `early_access` inside the early-access window before launch, `paused` is an
 * administrator's moderation pause. Each with what the dashboard shows for it.
 */
export const dropPhaseLabels = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  early_access: 'Early access',
  live: 'Live',
  ended: 'Ended',
  paused: 'Paused',
};
export type DropPhase = keyof typeof dropPhaseLabels;
export const dropPhases = valuesOf(dropPhaseLabels);

export const launchMessages = {
  timeZoneInvalid: 'Please select a valid time zone',
  launchInPast: 'Launch time must be in the future',
} as const;

/** True when this runtime's Intl knows the zone (names are matched without case, as Intl does). */
export function isTimeZone(value: string): boolean {
  if (value === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `epochMs`, in ms (Europe/London in summer: 3_600_000). */
export function timeZoneOffsetMs(timeZone: string, epochMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(epochMs));
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return asUtc - (epochMs - (epochMs % 1000));
}

/**
 * A wall-clock time in a zone (`2026-06-01T18:30` in Europe/London, given as the epoch of the
 * same digits in UTC) as epoch ms. A time skipped by a spring-forward moves on by the gap.
 */
export function wallTimeToEpoch(wallAsUtcMs: number, timeZone: string): number {
  const guess = wallAsUtcMs - timeZoneOffsetMs(timeZone, wallAsUtcMs);
  const corrected = wallAsUtcMs - timeZoneOffsetMs(timeZone, guess);
  if (timeZoneOffsetMs(timeZone, corrected) === wallAsUtcMs - corrected) return corrected;
  return Math.max(guess, corrected);
}

/** `YYYY-MM-DD` and `HH:mm` (`HH:mm:ss` off the minute) of an instant in a zone, for inputs. */
export function wallTimeOf(epochMs: number, timeZone: string): { date: string; time: string } {
  const local = new Date(epochMs + timeZoneOffsetMs(timeZone, epochMs));
  const iso = local.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, iso.slice(17, 19) === '00' ? 16 : 19) };
}

/** An instant in en-GB with the zone: `25/11/2026, 18:30 GMT`. */
export function formatInstant(epochMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(epochMs));
}

/** A countdown: `2d 03:04:05`, `00:00:09`; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
