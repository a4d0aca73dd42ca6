import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { embeddedDatabaseUrl } from '@drops/db';
import { freePort } from './replicas';
import {
  startBackend,
  stopProcess,
  waitForHealthy,
  portVariables,
  type BackendPart,
} from './processes';

const serviceNames = ['seller', 'catalog', 'admin'] as const;
const parts = [...serviceNames, 'gateway'] as const;

export interface LocalStackOptions {
  /** Where the embedded databases and the uploaded files go (a folder of the caller's). */
  dataFolder: string;
  /**
   * More environment for every process; a `DATABASE_URL` (MariaDB) replaces the embedded
   * databases.
   */
  env?: NodeJS.ProcessEnv;
  /** Each process's output line, labelled (default: dropped). */
  onLine?: (part: BackendPart, line: string) => void;
}

export interface LocalStack {
  /** The public API through the gateway: `http://127.0.0.1:<port>/api/v1`. */
  apiUrl: string;
  stop(): Promise<void>;
}

/**
 * The embedded default, in `folder` instead of `.data/`: each service's own SQLite file, where
 * `databaseUrlOf` puts it when no database is named (issue 27).
 */
export function embeddedDatabaseEnvironment(folder: string): NodeJS.ProcessEnv {
  return Object.fromEntries(
    serviceNames.map((name) => [
      `${name.toUpperCase()}_DATABASE_URL`,
      embeddedDatabaseUrl(name, folder),
    ]),
  );
}

/**
 * The backend as `npm start` runs it, on free ports: the three services and the gateway as
 * processes of their own from their start scripts, on the embedded defaults (SQLite, local disk
 * storage) kept in `dataFolder`, unless `env` names a database. Resolves once all four answer.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const ports = Object.fromEntries(
    await Promise.all(parts.map(async (part) => [part, await freePort()] as const)),
  ) as Record<BackendPart, number>;
  const urlOf = (part: BackendPart) => `http://127.0.0.1:${ports[part]}`;
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    STORAGE_DIR: path.join(options.dataFolder, 'uploads'),
    SELLER_SERVICE_URL: urlOf('seller'),
    CATALOG_SERVICE_URL: urlOf('catalog'),
    ADMIN_SERVICE_URL: urlOf('admin'),
    // A caller signs up many sellers from this one address, as npm start allows.
    REGISTRATION_RATE_LIMIT_MAX: '100000',
    LOGIN_RATE_LIMIT_MAX: '100000',
    ...(options.env?.DATABASE_URL ? {} : embeddedDatabaseEnvironment(options.dataFolder)),
    ...options.env,
  };
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map((child) => stopProcess(child, 10_000)));
  };
  const launch = (part: BackendPart) => {
    const lastLines: string[] = [];
    const child = startBackend(part, {
      env: { ...environment, [portVariables[part]]: String(ports[part]) },
      onLine: (line, stream) => {
        lastLines.push(line);
        if (lastLines.length > 20) lastLines.shift();
        options.onLine?.(part, line);
        if (!options.onLine && stream === 'stderr') process.stderr.write(`[${part}] ${line}\n`);
      },
    });
    children.push(child);
    // A process that exits while starting fails the start at once, with its last words.
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code, signal) =>
        reject(new Error(`${part} exited (${signal ?? code}):\n${lastLines.join('\n')}`)),
      ),
    );
    exited.catch(() => {});
    return Promise.race([
      waitForHealthy(`${urlOf(part)}/health`, { timeoutMs: 90_000, label: part }),
      exited,
    ]);
  };
  try {
    await Promise.all(parts.map(launch));
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl: `${urlOf('gateway')}/api/v1`, stop };
}
