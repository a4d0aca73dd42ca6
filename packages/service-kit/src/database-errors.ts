/** Driver and pool failures that mean "the database cannot be reached right now". */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'SQLITE_CANTOPEN',
]);

/**
 * SQLite's lock answers and their extended codes (SQLITE_BUSY_SNAPSHOT, SQLITE_BUSY_TIMEOUT,
 * SQLITE_LOCKED_SHAREDCACHE, ...): another writer held the file past busy_timeout. The same
 * call may well succeed a moment later, so they are never a fault of the code (issue 27).
 */
const sqliteLockCode = /^SQLITE_(BUSY|LOCKED)(_|$)/;

/**
 * Whether an error (or what it wraps) is the database being away rather than a fault of the
 * request or the code: such a call answers 503 and the next one may well succeed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as {
      code?: unknown;
      name?: unknown;
      fatal?: unknown;
      cause?: unknown;
    };
    if (
      typeof candidate.code === 'string' &&
      (unreachableCodes.has(candidate.code) || sqliteLockCode.test(candidate.code))
    )
      return true;
    // knex's pool gave up waiting for a connection; mysql2 marks a dead connection fatal.
    if (candidate.name === 'KnexTimeoutError' || candidate.fatal === true) return true;
    current = candidate.cause;
  }
  return false;
}
