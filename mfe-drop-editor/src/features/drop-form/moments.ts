import { wallTimeOf, wallTimeToEpoch } from '@drops/contracts';

/**
 * Issue 31: a drop's launch and expiry are instants (stored UTC); the editor shows each as a day
 * and a time in one zone, and saves what the seller changed, never what a round trip through
 * the inputs would make of the rest (a repeated hour when clocks go back reads the same twice).
 */

/** A moment as the form's inputs hold it: `YYYY-MM-DD` and `HH:mm` (or `HH:mm:ss`), or ''. */
export interface WallMoment {
  day: string;
  time: string;
}

/** The browser's own zone. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The zone a drop's moments are shown and typed in: the drop's own, else the seller's profile
 * zone, else the browser's.
 */
export function displayZoneOf(
  dropZone: string | null | undefined,
  profileZone: string | null | undefined,
  browserZone: string = browserTimeZone(),
): string {
  return dropZone || profileZone || browserZone;
}

/** A stored instant as the day and time it reads in `zone` (seconds only when not 0). */
export function wallMomentOf(instant: string | null, zone: string): WallMoment {
  if (!instant) return { day: '', time: '' };
  const epochMs = Date.parse(instant);
  if (Number.isNaN(epochMs)) return { day: '', time: '' };
  const { date, time } = wallTimeOf(epochMs, zone);
  return { day: date, time };
}

const sameWall = (left: WallMoment, right: WallMoment) =>
  left.day === right.day && left.time === right.time;

/** True while the inputs still show the stored instant: the seller has not changed it. */
export function showsStored(moment: WallMoment, zone: string, stored: string | null): boolean {
  return stored !== null && moment.day !== '' && sameWall(moment, wallMomentOf(stored, zone));
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^\d{2}:\d{2}(?::\d{2})?$/;

/**
 * The instant the inputs stand for, in epoch ms: the stored one while they still show it; a
 * time is read in `zone`; a day alone is the spec's, UTC midnight. Null when blank or malformed.
 */
export function instantOf(moment: WallMoment, zone: string, stored: string | null): number | null {
  if (showsStored(moment, zone, stored)) return Date.parse(stored ?? '');
  if (!dayPattern.test(moment.day)) return null;
  if (moment.time === '') return Date.parse(`${moment.day}T00:00:00Z`);
  if (!timePattern.test(moment.time)) return null;
  const wall = Date.parse(`${moment.day}T${moment.time}Z`);
  return Number.isNaN(wall) ? null : wallTimeToEpoch(wall, zone);
}

/**
 * What a save sends for one moment: the stored instant itself while the inputs still show it
 * (to the millisecond, whichever reading of a repeated hour it is), else what was typed: a
 * wall time read in the zone sent beside it, the day alone, or null for none.
 */
export function momentBodyOf(moment: WallMoment, zone: string, stored: string | null) {
  if (showsStored(moment, zone, stored)) return stored;
  if (moment.day === '') return null;
  return moment.time ? `${moment.day}T${moment.time}` : moment.day;
}

/** True when the body sends this moment as a time of day, which the server reads in the zone. */
export const sendsWallTime = (moment: WallMoment, zone: string, stored: string | null) =>
  moment.day !== '' && moment.time !== '' && !showsStored(moment, zone, stored);

/**
 * The same instant shown in another zone, for when the seller changes the zone: the moments stay
 * where they are. A day alone is UTC midnight in any zone, so it stays as typed; so does
 * anything that does not read as a moment yet.
 */
export function rezoned(
  moment: WallMoment,
  from: string,
  to: string,
  stored: string | null,
): WallMoment {
  if (moment.time === '') return moment;
  const instant = instantOf(moment, from, stored);
  return instant === null ? moment : wallMomentOf(new Date(instant).toISOString(), to);
}
