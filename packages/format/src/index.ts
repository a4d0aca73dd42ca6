/**
 * Display formats of the seller and administrator areas (spec section 2): dates in en-GB,
 * money in pounds. One formatter instance each; `Intl` objects are costly to build.
 */

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const poundFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const dollarFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'USD' });

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `2026-03-01T10:00:00Z` → `01/03/2026`; empty for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '';
}

/** `2026-03-01T10:05:00Z` → `01/03/2026, 10:05` (UTC, the server's time zone). */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '';
}

/** `12.5` → `£12.50`; empty for no price. */
export function formatPrice(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? poundFormat.format(value) : '';
}

/** The mobile drop card shows dollars (spec section 2): `12.5` → `US$12.50` reads oddly, so `$12.50`. */
export function formatPriceOnCard(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? dollarFormat.format(value).replace(/^US/, '')
    : '';
}

export * from './time-zones';
