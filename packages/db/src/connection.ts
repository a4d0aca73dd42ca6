import path from 'node:path';
import knex, { type Knex } from 'knex';
import { adoptSharedSqliteFile, sharedSqliteFileName } from './shared-sqlite-file';
import { beginWritesImmediately } from './sqlite-transactions';

export type DbClient = 'mysql2' | 'better-sqlite3';

/** Where the embedded SQLite databases live: the repository's `.data` folder. */
export const embeddedDataFolder = path.resolve(__dirname, '../../../.data');

/**
 * The embedded database of a service that names none: a SQLite file of its own
 * (`.data/seller.sqlite`, ...), so that no two processes write one file (issue 27).
 */
export function embeddedDatabaseUrl(owner: string, folder = embeddedDataFolder): string {
  return `sqlite:${path.join(folder, `${owner}.sqlite`)}`;
}

/**
 * A service's database: its own `<OWNER>_DATABASE_URL`, else the shared `DATABASE_URL`, else its
 * own embedded SQLite file.
 */
export function databaseUrlOf(env: Record<string, string | undefined>, owner: string): string {
  return (
    env[`${owner.toUpperCase()}_DATABASE_URL`] || env.DATABASE_URL || embeddedDatabaseUrl(owner)
  );
}

export function clientOf(url: string): DbClient {
  return /^mysql2?:\/\//.test(url) ? 'mysql2' : 'better-sqlite3';
}

function sqliteFileOf(url: string): string {
  const file = url.replace(/^sqlite:(\/\/)?/, '');
  return file === ':memory:' ? file : path.resolve(file);
}

/** How long a write waits for another connection's write lock on the SQLite file. */
const sqliteBusyTimeoutMs = 5_000;

/**
 * One knex instance for a database URL: `mysql://user:pass@host:port/db` for MySQL/MariaDB,
 * `sqlite:path` for an SQLite file (see `databaseUrlOf` for the embedded default).
 */
export function createKnex(url: string, options: { poolMax?: number } = {}): Knex {
  if (clientOf(url) === 'mysql2') {
    const parsed = new URL(url);
    return knex({
      client: 'mysql2',
      connection: {
        host: parsed.hostname,
        port: Number(parsed.port || 3306),
        user: decodeURIComponent(parsed.username),
        password: decodeURIComponent(parsed.password),
        database: parsed.pathname.replace(/^\//, ''),
        timezone: 'Z',
        charset: 'utf8mb4',
        decimalNumbers: true,
        supportBigNumbers: true,
      },
      pool: { min: 0, max: options.poolMax ?? 10 },
      // A database that is away answers 503 within seconds (see service-kit's error handler)
      // instead of holding the request for knex's default minute.
      acquireConnectionTimeout: 10_000,
    });
  }
  const db = knex({
    client: 'better-sqlite3',
    connection: { filename: sqliteFileOf(url) },
    useNullAsDefault: true,
    pool: {
      // One connection per process: its writes queue in the pool, never on the file's lock.
      min: 1,
      max: 1,
      // WAL lets readers work beside the one writer (a migration or a script beside a service).
      afterCreate: (
        connection: { pragma: (sql: string) => unknown },
        done: (error: Error | null) => void,
      ) => {
        connection.pragma('journal_mode = WAL');
        connection.pragma(`busy_timeout = ${sqliteBusyTimeoutMs}`);
        connection.pragma('foreign_keys = ON');
        done(null);
      },
    },
  });
  beginWritesImmediately(db);
  return db;
}

/**
 * Creates the SQLite file's folder; in the embedded folder, a service's file not made yet starts
 * from the one file the services shared before issue 27 (`adoptSharedSqliteFile`). MySQL needs
 * nothing.
 */
export async function prepareStorage(url: string): Promise<void> {
  if (clientOf(url) !== 'better-sqlite3') return;
  const file = sqliteFileOf(url);
  if (file === ':memory:') return;
  const { mkdir } = await import('node:fs/promises');
  await mkdir(path.dirname(file), { recursive: true });
  if (path.dirname(file) === embeddedDataFolder && (await adoptSharedSqliteFile(file)))
    console.warn(
      `${path.relative(process.cwd(), file)}: copied from ${sharedSqliteFileName}, ` +
        'the file every service wrote before; that file is no longer used',
    );
}
