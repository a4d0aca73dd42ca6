import type { Knex } from 'knex';

/** SQL pieces every service's repositories build with: LIKE patterns, counts and pages. */
/** The escape character of every LIKE we build; `!` needs no escaping in MySQL or SQLite literals. */
const likeEscape = '!';

/** `%term%` with the term's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[!%_]/g, (character) => likeEscape + character)}%`;
}

/** `column LIKE %term%`, wildcards in the term escaped; MySQL's collation and SQLite's LIKE ignore ASCII case. */
export function likeClause(column: string, term: string): [string, string[]] {
  return [`${column} LIKE ? ESCAPE '${likeEscape}'`, [containsPattern(term)]];
}

/** The code a driver's error carries: MySQL's `ER_...`, SQLite's `SQLITE_...`. */
const driverCodeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/** MySQL's ER_DUP_ENTRY covers a unique index and the primary key; SQLite says which. */
const uniqueViolationCodes = new Set<unknown>([
  'ER_DUP_ENTRY',
  'SQLITE_CONSTRAINT_UNIQUE',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
]);
const foreignKeyViolationCodes = new Set<unknown>([
  'ER_NO_REFERENCED_ROW_2',
  'ER_NO_REFERENCED_ROW',
  'SQLITE_CONSTRAINT_FOREIGNKEY',
]);

/** A unique index or the primary key refused the write. */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolationCodes.has(driverCodeOf(error));
}

/** A foreign key refused the write: the row it names is not there. */
export function isForeignKeyViolation(error: unknown): boolean {
  return foreignKeyViolationCodes.has(driverCodeOf(error));
}

/**
 * Waits for an insert a unique key may refuse: true once written, false when the key says the row
 * is there already (an event delivered again, a rival replica first), any other failure thrown.
 */
export async function insertedOnce(insert: PromiseLike<unknown>): Promise<boolean> {
  try {
    await insert;
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Marks a single-use link's row (`token_hash`, `used_at`, `expires_at`) used at `now` if it is
 * still unused and unexpired: whether this call took it, so of two uses at once only one wins.
 */
export async function takeSingleUseToken(
  rows: Knex.QueryBuilder,
  tokenHash: string,
  now: number,
): Promise<boolean> {
  const taken = await rows
    .where({ token_hash: tokenHash })
    .whereNull('used_at')
    .andWhere('expires_at', '>', now)
    .update({ used_at: now });
  return taken === 1;
}

export interface PageRequest {
  page: number;
  limit: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export function offsetOf({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}

export function countOf(row: unknown): number {
  const value = row ? Object.values(row as Record<string, unknown>)[0] : 0;
  return Number(value ?? 0);
}
