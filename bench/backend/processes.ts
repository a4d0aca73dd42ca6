/**
 * What the backend benches share: servers started as node processes of their own (so each one's
 * CPU time can be read from /proc), and tokens for the calls. The services and the gateway start
 * through the stack's one assembly (tooling/stack): its environment, its start of a part.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { audiences, tokenIssuer } from '@drops/auth';
import { developmentTokenSecrets } from '@drops/service-kit';
import { forgeToken, nowSeconds } from '@drops/service-kit/testing';
import {
  backendFolders,
  backendParts,
  startBackend,
  startScript,
  startStack,
  stackEnvironment,
  waitForHealthy,
  withPort,
  type BackendPart,
  type RunningStack,
  type StackServiceName,
} from '@drops/stack';

export const root = path.resolve(__dirname, '../..');

/** Set to a folder to have every process write a V8 CPU profile there when it stops. */
const cpuProfileDirectory = process.env.BENCH_CPU_PROF_DIR;

const profiling = cpuProfileDirectory
  ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(cpuProfileDirectory)]
  : [];

const children: ChildProcess[] = [];
const stacks: RunningStack[] = [];

function started(child: ChildProcess, name: string): number {
  children.push(child);
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  return child.pid;
}

/** Starts `script` (TypeScript, run by tsx) in `folder` (of the repository unless absolute). */
export function startProcess(folder: string, script: string, env: Record<string, string>): number {
  const child = startScript(path.resolve(root, folder), script, {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    nodeArgs: profiling,
  });
  return started(child, `${folder}/${script}`);
}

/** The environment of a bench's part: the stack's, with few log lines and the bench's own. */
const benchEnvironment = (
  env: Record<string, string>,
  serviceUrls?: Record<StackServiceName, string>,
) =>
  stackEnvironment({
    inherit: process.env,
    logLevel: 'warn',
    database: { inherited: true },
    storage: { inherited: true },
    serviceUrls,
    overrides: env,
  });

/**
 * One service or the gateway, from its start script in this checkout (or the one given), on
 * `port` unless `env` names it; answers its process id.
 */
export function startPart(
  part: BackendPart,
  {
    port,
    env = {},
    serviceUrls,
    checkout = root,
  }: {
    port?: number;
    env?: Record<string, string>;
    serviceUrls?: Record<StackServiceName, string>;
    checkout?: string;
  },
): number {
  const environment = benchEnvironment(env, serviceUrls);
  const child = startBackend(part, {
    env: port === undefined ? environment : withPort(environment, part, port),
    nodeArgs: profiling,
    directory: path.join(checkout, backendFolders[part]),
  });
  return started(child, `${checkout}: ${part}`);
}

/**
 * The three services and the gateway over one database, started as the stack starts them (each
 * told every part's port), resolved once all answer; `pidOf` names each one's process.
 */
export async function startBenchStack(
  ports: Record<BackendPart, number>,
  databaseUrl: string,
): Promise<RunningStack> {
  const stack = await startStack({
    runtime: 'source',
    inherit: process.env,
    ports,
    logLevel: 'warn',
    database: { url: databaseUrl },
    storage: { inherited: true },
    mail: {},
    nodeArgs: profiling,
    healthTimeoutMs: 60_000,
    onLine: (label, line, stream) => {
      if (stream === 'stderr') process.stderr.write(`[${label}] ${line}\n`);
    },
  });
  stacks.push(stack);
  return stack;
}

export function stopProcesses(): void {
  for (const child of children) child.kill('SIGTERM');
  // At once, not awaited: a bench stopped by a signal exits straight after.
  for (const stack of stacks)
    for (const part of backendParts) {
      const pid = stack.pidOf(part);
      if (pid !== undefined) process.kill(pid, 'SIGTERM');
    }
}

/** Runs a bench: a failure is printed and exits 1; the servers it started stop either way. */
export function runWithProcesses(main: () => Promise<void>): void {
  main()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(stopProcesses);
}

// A bench stopped by Ctrl-C or a kill takes its servers with it instead of leaving them running.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopProcesses();
    process.exit(1);
  });

/** CPU time a process has used, in ms, from /proc (Linux): in its own code and in the kernel's. */
export function cpuTimesMs(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // USER_HZ is 100 on Linux
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

/** CPU time (user + system) a process has used, in ms. */
export function cpuMs(pid: number): number {
  const { user, system } = cpuTimesMs(pid);
  return user + system;
}

export const waitFor = (url: string) => waitForHealthy(url, { timeoutMs: 60_000 });

/** A valid token of the development secrets, for an hour. */
export function benchToken(audience: 'seller' | 'admin', subject: string): string {
  return forgeToken(
    {
      sub: subject,
      aud: audiences[audience],
      iss: tokenIssuer,
      iat: nowSeconds(),
      exp: nowSeconds() + 3600,
    },
    { secret: developmentTokenSecrets[audience] },
  );
}

/** The gateway (of this checkout, or of the one given) in front of the given service addresses. */
export function startGateway(
  port: number,
  services: Record<StackServiceName, string>,
  checkout = root,
) {
  return startPart('gateway', { port, serviceUrls: services, checkout });
}

/** The gateway's proxy routes without its edge (proxy-routes-only.ts) in front of one upstream. */
export function startProxyRoutesOnly(port: number, upstream: string) {
  return startProcess('bench', 'backend/proxy-routes-only.ts', {
    PROXY_ROUTES_PORT: String(port),
    PROXY_ROUTES_UPSTREAM: upstream,
  });
}

/** The bare reference proxy (bare-proxy.ts) in front of one upstream. */
export function startBareProxy(port: number, upstream: string) {
  return startProcess('bench', 'backend/bare-proxy.ts', {
    BARE_PROXY_PORT: String(port),
    BARE_PROXY_UPSTREAM: upstream,
  });
}

/** Reads a CSV download to its end as it streams: its bytes and its data rows (lines but the header). */
export async function readCsvDownload(
  response: Response,
): Promise<{ bytes: number; rows: number }> {
  if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { bytes, rows: lines - 1 };
}
