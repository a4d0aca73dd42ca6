import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';

/** The repository's root folder. */
export const workspaceRoot = path.resolve(__dirname, '../../..');

export type BackendPart = 'seller' | 'catalog' | 'admin' | 'gateway';

/** Where each backend part lives; each starts with its own `src/server.ts`. */
export const backendFolders: Record<BackendPart, string> = {
  seller: 'services/seller',
  catalog: 'services/catalog',
  admin: 'services/admin',
  gateway: 'gateway',
};

/** The ports of the fixed conventions; the environment variables that move them. */
export const defaultPorts: Record<BackendPart, number> = {
  seller: 4001,
  catalog: 4002,
  admin: 4003,
  gateway: 8080,
};
export const portVariables: Record<BackendPart, string> = {
  seller: 'SELLER_PORT',
  catalog: 'CATALOG_PORT',
  admin: 'ADMIN_PORT',
  gateway: 'GATEWAY_PORT',
};

export function portOf(part: BackendPart, env: NodeJS.ProcessEnv): number {
  return Number(env[portVariables[part]] ?? defaultPorts[part]);
}

export interface StartOptions {
  env: NodeJS.ProcessEnv;
  /** Extra node options (a bench's `--cpu-prof`). */
  nodeArgs?: string[];
  /** Each output line, for a prefixed log; without it stderr is inherited and stdout dropped. */
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
  /** Run from this folder instead of the app's own in the workspace (an image's contents). */
  directory?: string;
}

/** Runs `node <args>` in a workspace folder, so a stop's signals reach the server itself. */
function startNode(folder: string, args: string[], options: StartOptions): ChildProcess {
  const stdio: StdioOptions = options.onLine
    ? ['ignore', 'pipe', 'pipe']
    : ['ignore', 'ignore', 'inherit'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...args], {
    cwd: options.directory ?? path.resolve(workspaceRoot, folder),
    env: options.env,
    stdio,
  });
  const forward = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) options.onLine?.(line, stream);
  };
  child.stdout?.on('data', forward('stdout'));
  child.stderr?.on('data', forward('stderr'));
  return child;
}

/**
 * Runs a TypeScript script as one node process with tsx's loader (not the tsx CLI's parent and
 * child), so a stop's signals reach the server itself.
 */
export function startScript(folder: string, script: string, options: StartOptions): ChildProcess {
  return startNode(folder, ['--import', 'tsx', script], options);
}

/** A service or the gateway, from its own start script (which migrates the service's tables). */
export function startBackend(part: BackendPart, options: StartOptions): ChildProcess {
  return startScript(backendFolders[part], 'src/server.ts', options);
}

/**
 * A service or the gateway from its built bundle (`pnpm build`), with plain node as in
 * production: `dist/server.js`, a service's one-shot `dist/migrate.js`, or the catalog's
 * operator command `dist/backfill-thumbnails.js`.
 */
export function startBuiltBackend(
  part: BackendPart,
  options: StartOptions,
  entry: 'server' | 'migrate' | 'backfill-thumbnails' = 'server',
): ChildProcess {
  return startNode(backendFolders[part], [`dist/${entry}.js`], options);
}

export function isRunning(child: ChildProcess | undefined): child is ChildProcess {
  return child !== undefined && child.exitCode === null && child.signalCode === null;
}

/** SIGTERM, then SIGKILL if the process is still there after the services' own grace period. */
export function stopProcess(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (!isRunning(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForHealthy(
  url: string,
  { timeoutMs = 120_000, label = url }: { timeoutMs?: number; label?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not answer at ${url}`);
}

/** A backend part's health address on this machine. */
export function healthUrlOf(part: BackendPart, env: NodeJS.ProcessEnv): string {
  return `http://127.0.0.1:${portOf(part, env)}/health`;
}

export interface LaunchOptions {
  /** `source`: from its TypeScript with tsx; `built`: `pnpm build`'s bundle under plain node. */
  runtime: 'source' | 'built';
  env: NodeJS.ProcessEnv;
  /** Its health address. */
  url: string;
  /** Its name in messages (`seller`, `seller-1`). */
  label: string;
  onLine: (line: string, stream: 'stdout' | 'stderr') => void;
  timeoutMs?: number;
  /** Extra node options (a bench's `--cpu-prof`). */
  nodeArgs?: string[];
}

/**
 * Starts a service or the gateway; `ready` resolves once it answers `/health`, and rejects at
 * once, with its last words, when it exits before that.
 */
export function launchPart(
  part: BackendPart,
  options: LaunchOptions,
): { child: ChildProcess; ready: Promise<void> } {
  const lastLines: string[] = [];
  const start = options.runtime === 'built' ? startBuiltBackend : startBackend;
  const child = start(part, {
    env: options.env,
    nodeArgs: options.nodeArgs,
    onLine: (line, stream) => {
      lastLines.push(line);
      if (lastLines.length > 20) lastLines.shift();
      options.onLine(line, stream);
    },
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(
        new Error(
          `${options.label} exited (${signal ?? code}) before answering:\n${lastLines.join('\n')}`,
        ),
      ),
    ),
  );
  exited.catch(() => {});
  const ready = Promise.race([
    waitForHealthy(options.url, { timeoutMs: options.timeoutMs ?? 90_000, label: options.label }),
    exited,
  ]);
  return { child, ready };
}
