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

/**
 * A unique index or the primary key refused the write (MySQL ER_DUP_ENTRY, which covers both;
 * SQLite says which).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'ER_DUP_ENTRY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** A foreign key refused the write: the row it names is not there. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'ER_NO_REFERENCED_ROW_2' ||
    code === 'ER_NO_REFERENCED_ROW' ||
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
  );
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
