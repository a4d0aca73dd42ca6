import { wallTimeToEpoch } from '@drops/contracts';

/**
 * Dates as a drop form sends them: `2025-06-01` (UTC midnight), or a date-time whose zone,
 * when absent, is UTC so the server's own time zone never changes a launch date.
 * Returns null for '' / null and undefined for a value that is not a real calendar date.
 */
export function parseDateInput(
  value: string | null,
  timeZone: string | null = null,
): number | null | undefined {
  if (value === null || value === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](.*))?$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day, time] = match;
  let iso = `${year}-${month}-${day}`;
  const zoned = time !== undefined && !/(?:Z|[+-]\d{2}:?\d{2})$/.test(time);
  if (time !== undefined) iso += `T${zoned ? `${time}Z` : time}`;
  let epochMs = Date.parse(iso);
  if (Number.isNaN(epochMs)) return undefined;
  // Date.parse rolls 2025-02-30 over to March; a date that does not exist is refused instead.
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    calendar.getUTCFullYear() !== Number(year) ||
    calendar.getUTCMonth() !== Number(month) - 1 ||
    calendar.getUTCDate() !== Number(day)
  )
    return undefined;
  // Issue 17: a wall-clock time without an offset is in the seller's zone when one is given.
  if (zoned && timeZone !== null) epochMs = wallTimeToEpoch(epochMs, timeZone);
  return epochMs;
}

/** True for a date-time (`2026-06-01T18:30`), false for a date alone (`2026-06-01`). */
export function hasTimeOfDay(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[T ]/.test(value);
}
