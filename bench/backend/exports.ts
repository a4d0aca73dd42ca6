/**
 * The administrators' seller, product and audit-log CSV exports at scale (issue 16): N sellers,
 * N products and N audit-log entries (default 1,000,000 each) generated inside MariaDB, the three services started as
 * processes of their own, and each export read over HTTP as a stream by this process. For each
 * export it prints rows per second, a digest of the bytes (two checkouts must write the same
 * file), and for each service its peak RSS growth on the way (VmRSS from /proc, sampled every
 * 20 ms, against its RSS once started and idle) and the CPU time it spent.
 *
 *     pnpm --filter @drops/bench exports [rows]
 *
 * BENCH_EXPORTS=products          only these exports (default `sellers,products,audit-log`)
 * BENCH_DATABASE_URL=mysql://...  a database kept between runs (seeded once, never dropped)
 * BENCH_BASELINE_CHECKOUT=<dir>   the same exports first from another checkout's services
 *                                 (dependencies installed): before and after on one database
 * BENCH_ADMIN_NODE_OPTIONS=...    node flags for the admin service alone
 *
 * Each export gets services started afresh, so no export inherits the heap another one grew.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { serviceMigrations } from '@drops/stack';
import { benchToken, cpuMs, root, startPart, stopProcesses, waitFor } from './processes';
import { seedAuditLog } from './seed-audit-log';
import { ensureBenchAdmin, openKeptDatabase, seedLarge } from './seed-large';

const rows = Number(process.argv[2] ?? 1_000_000);
type ExportedList = 'sellers' | 'products' | 'audit-log';
const lists = (process.env.BENCH_EXPORTS ?? 'sellers,products,audit-log').split(
  ',',
) as ExportedList[];
const adminNodeOptions = process.env.BENCH_ADMIN_NODE_OPTIONS;
const baselineCheckout = process.env.BENCH_BASELINE_CHECKOUT;
const ports = { seller: 14401, catalog: 14402, admin: 14403 };
const services = ['admin', 'seller', 'catalog'] as const;
type Service = (typeof services)[number];

/** Resident memory of a process, in bytes (VmRSS of /proc/<pid>/status). */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

/**
 * BENCH_DATABASE_URL: a MariaDB database kept between runs (created and migrated if missing,
 * seeded once, never dropped), so a second run skips the seeding.
 */
async function openDatabase(): Promise<TestDatabase> {
  const kept = process.env.BENCH_DATABASE_URL;
  if (!kept) return createTestDatabase(undefined, Object.values(serviceMigrations));
  const knex = await openKeptDatabase(kept);
  return { url: kept, knex, destroy: () => knex.destroy() };
}

/** Reads a CSV download to its end as it streams: bytes, data rows and a digest of the text. */
async function readCsv(response: Response) {
  if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
  const hash = createHash('sha256');
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    hash.update(chunk);
    let at = chunk.indexOf(10);
    while (at !== -1) {
      lines += 1;
      at = chunk.indexOf(10, at + 1);
    }
  }
  return { bytes, rows: lines - 1, digest: hash.digest('hex').slice(0, 16) };
}

/** Processes are started one export after another; the last ones are stopped before the next. */
async function stopped(pids: Record<Service, number>): Promise<void> {
  stopProcesses();
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (let waited = 0; Object.values(pids).some(alive) && waited < 20_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

async function exportOnce(
  label: string,
  checkout: string,
  list: ExportedList,
  environment: Record<string, string>,
  adminId: string,
): Promise<void> {
  const pids: Record<Service, number> = {
    seller: startPart('seller', { env: environment, checkout }),
    catalog: startPart('catalog', { env: environment, checkout }),
    admin: startPart('admin', {
      env: { ...environment, ...(adminNodeOptions ? { NODE_OPTIONS: adminNodeOptions } : {}) },
      checkout,
    }),
  };
  try {
    for (const port of Object.values(ports)) await waitFor(`http://127.0.0.1:${port}/health`);
    // Started and idle: the background workers' first rounds and the start's garbage are behind.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const headers = { authorization: `Bearer ${benchToken('admin', adminId)}` };
    const before = Object.fromEntries(services.map((name) => [name, rssOf(pids[name])])) as Record<
      Service,
      number
    >;
    const cpuBefore = Object.fromEntries(services.map((name) => [name, cpuMs(pids[name])]));
    const peak = { ...before };
    const sampler = setInterval(() => {
      for (const name of services) peak[name] = Math.max(peak[name], rssOf(pids[name]));
    }, 20);
    const started = performance.now();
    const result = await readCsv(
      await fetch(`http://127.0.0.1:${ports.admin}/admin/${list}/export.csv`, { headers }),
    );
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    const each = services
      .map(
        (name) =>
          `${name} ${mib(before[name])} +${mib(peak[name] - before[name])} ` +
          `(${((cpuMs(pids[name]) - cpuBefore[name]!) / 1000).toFixed(1)} s CPU)`,
      )
      .join(', ');
    console.log(
      `[${label}] ${list}/export.csv: ${result.rows} rows, ${(result.bytes / 1e6).toFixed(0)} MB ` +
        `in ${seconds.toFixed(1)} s = ${Math.round(result.rows / seconds)} rows/s, sha256 ${result.digest}; ` +
        `RSS at start, peak growth: ${each}`,
    );
  } finally {
    await stopped(pids);
  }
}

async function main(): Promise<void> {
  const database = await openDatabase();
  const seedStarted = performance.now();
  if (lists.includes('sellers') || lists.includes('products'))
    await seedLarge(database.knex, (line) => console.log(`[seed] ${line}`), {
      sellers: rows,
      products: rows,
    });
  if (lists.includes('audit-log'))
    await seedAuditLog(database.knex, rows, (line) => console.log(`[seed] ${line}`));
  console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
  const adminId = await ensureBenchAdmin(database.knex);
  const environment = {
    DATABASE_URL: database.url,
    SELLER_PORT: String(ports.seller),
    CATALOG_PORT: String(ports.catalog),
    ADMIN_PORT: String(ports.admin),
  };
  const checkouts: [string, string][] = [
    ...(baselineCheckout ? [['before', path.resolve(baselineCheckout)] as [string, string]] : []),
    [baselineCheckout ? 'after' : 'this checkout', root],
  ];
  try {
    for (const list of lists)
      for (const [label, checkout] of checkouts)
        await exportOnce(label, checkout, list, environment, adminId);
  } finally {
    stopProcesses();
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  stopProcesses();
  process.exit(1);
});
