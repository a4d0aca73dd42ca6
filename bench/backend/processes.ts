/**
 * What the backend benches share: servers started as node processes of their own (so each one's
 * CPU time can be read from /proc), and tokens for the calls.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { audiences, tokenIssuer } from '@drops/auth';
import { developmentTokenSecrets } from '@drops/service-kit';
import { forgeToken, nowSeconds } from '@drops/service-kit/testing';
import { startScript, waitForHealthy } from '@drops/stack';

export const root = path.resolve(__dirname, '../..');

/** Set to a folder to have every process write a V8 CPU profile there when it stops. */
const cpuProfileDirectory = process.env.BENCH_CPU_PROF_DIR;

const children: ChildProcess[] = [];

/** Starts `script` (TypeScript, run by tsx) in `folder` (of the repository unless absolute). */
export function startProcess(folder: string, script: string, env: Record<string, string>): number {
  const profiling = cpuProfileDirectory
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(cpuProfileDirectory)]
    : [];
  const child = startScript(path.resolve(root, folder), script, {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    nodeArgs: profiling,
  });
  children.push(child);
  if (child.pid === undefined) throw new Error(`${folder}/${script} did not start`);
  return child.pid;
}

export function stopProcesses(): void {
  for (const child of children) child.kill('SIGTERM');
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
  services: Record<'seller' | 'catalog' | 'admin', string>,
  checkout = root,
) {
  return startProcess(path.join(checkout, 'gateway'), 'src/server.ts', {
    GATEWAY_PORT: String(port),
    SELLER_SERVICE_URL: services.seller,
    CATALOG_SERVICE_URL: services.catalog,
    ADMIN_SERVICE_URL: services.admin,
  });
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
