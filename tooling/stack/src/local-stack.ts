import path from 'node:path';
import { freePort } from './free-port';
import type { BackendPart } from './processes';
import { backendParts, startStack } from './start-stack';

export interface LocalStackOptions {
  /** Where the embedded databases and the uploaded files go (a folder of the caller's). */
  dataFolder: string;
  /**
   * More environment for every process; a `DATABASE_URL` (MariaDB) replaces the embedded
   * databases.
   */
  env?: NodeJS.ProcessEnv;
  /** Each process's output line, labelled (default: stderr's lines, prefixed). */
  onLine?: (part: BackendPart, line: string) => void;
}

export interface LocalStack {
  /** The public API through the gateway: `http://127.0.0.1:<port>/api/v1`. */
  apiUrl: string;
  stop(): Promise<void>;
}

/**
 * The backend as `npm start` runs it, on free ports: the three services and the gateway as
 * processes of their own from their start scripts, on the embedded defaults (SQLite, local disk
 * storage) kept in `dataFolder`, unless `env` names a database. Resolves once all four answer.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const ports = Object.fromEntries(
    await Promise.all(backendParts.map(async (part) => [part, await freePort()] as const)),
  ) as Record<BackendPart, number>;
  const databaseUrl = options.env?.DATABASE_URL;
  const stack = await startStack({
    runtime: 'source',
    inherit: process.env,
    ports,
    logLevel: 'warn',
    database: databaseUrl ? { url: databaseUrl } : { embeddedFolder: options.dataFolder },
    storage: { directory: path.join(options.dataFolder, 'uploads') },
    mail: {},
    // A caller signs up many sellers from this one address, as npm start allows.
    rateLimitMax: 100_000,
    overrides: options.env,
    onLine: (label, line, stream) => {
      if (options.onLine) options.onLine(label as BackendPart, line);
      else if (stream === 'stderr') process.stderr.write(`[${label}] ${line}\n`);
    },
  });
  return { apiUrl: stack.apiUrl, stop: stack.stop };
}
