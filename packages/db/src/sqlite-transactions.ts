import type { Knex } from 'knex';

/** What knex's SQLite transaction exposes of itself (knex/lib/dialects/sqlite3/execution). */
interface SqliteTransaction {
  begin(connection: unknown): Promise<unknown>;
  query(connection: unknown, sql: string): Promise<unknown>;
}

interface SqliteClient {
  transaction(...args: unknown[]): SqliteTransaction;
}

/**
 * Every transaction on an SQLite file starts with `BEGIN IMMEDIATE` instead of knex's `BEGIN`
 * (issue 27). A deferred transaction reads under a snapshot and asks for the write lock only at
 * its first write; if another connection wrote in between, SQLite refuses at once with
 * SQLITE_BUSY_SNAPSHOT, which no busy_timeout waits out. Taking the lock first makes a second
 * writer wait (busy_timeout) and then read what the first one wrote. Nested transactions are
 * savepoints and begin nothing.
 */
export function beginWritesImmediately(db: Knex): void {
  const client = db.client as SqliteClient;
  const open = client.transaction;
  client.transaction = function (this: SqliteClient, ...args: unknown[]) {
    const transaction = open.apply(this, args);
    // Called once the connection is acquired, after this returns.
    transaction.begin = (connection) => transaction.query(connection, 'BEGIN IMMEDIATE;');
    return transaction;
  };
}
