/**
 * Column conversions shared by every repository. MySQL (mysql2) and SQLite disagree on
 * booleans (1/0 vs true), JSON (parsed vs string; MariaDB JSON is text) and big numbers,
 * so rows are mapped through these in one place per repository.
 * Timestamps are stored as epoch milliseconds (BIGINT) in both databases.
 */
export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

export function parseJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T;
    } catch {
      return fallback;
    }
  }
  return value as T;
}

export function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

export function toIso(epochMs: unknown): string {
  return new Date(Number(epochMs)).toISOString();
}

export function toIsoOrNull(epochMs: unknown): string | null {
  return epochMs === null || epochMs === undefined ? null : toIso(epochMs);
}

export function toEpochMs(iso: string | null | undefined): number | null {
  if (iso === null || iso === undefined || iso === '') return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

export function toNumberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}
