import path from 'node:path';
import knex, { type Knex } from 'knex';

export type DbClient = 'mysql2' | 'better-sqlite3';

/** Where the embedded SQLite database lives when DATABASE_URL is unset. */
export const defaultSqliteFile = path.resolve(__dirname, '../../../.data/drops.sqlite');

export function clientOf(url: string | undefined): DbClient {
  return url && /^mysql2?:\/\//.test(url) ? 'mysql2' : 'better-sqlite3';
}

function sqliteFileOf(url: string | undefined): string {
  if (!url) return defaultSqliteFile;
  const file = url.replace(/^sqlite:(\/\/)?/, '');
  return file === ':memory:' ? file : path.resolve(file);
}

/**
 * One knex instance for a DATABASE_URL: `mysql://user:pass@host:port/db` for MySQL/MariaDB,
 * `sqlite:path` (or unset) for the embedded SQLite file.
 */
export function createKnex(url: string | undefined, options: { poolMax?: number } = {}): Knex {
  if (clientOf(url) === 'mysql2') {
    const parsed = new URL(url as string);
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
  const filename = sqliteFileOf(url);
  return knex({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      // Several processes share the file: WAL lets readers and one writer work side by side.
      afterCreate: (
        connection: { pragma: (sql: string) => unknown },
        done: (error: Error | null) => void,
      ) => {
        connection.pragma('journal_mode = WAL');
        connection.pragma('busy_timeout = 5000');
        connection.pragma('foreign_keys = ON');
        done(null);
      },
    },
  });
}

/** Creates the SQLite file's folder; MySQL needs nothing. */
export async function prepareStorage(url: string | undefined): Promise<void> {
  if (clientOf(url) === 'better-sqlite3') {
    const file = sqliteFileOf(url);
    if (file !== ':memory:') {
      const { mkdir } = await import('node:fs/promises');
      await mkdir(path.dirname(file), { recursive: true });
    }
  }
}
