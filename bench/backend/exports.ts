/**
 * The administrators' seller and product CSV exports at scale (issue 16): N sellers and N
 * products (default 1,000,000 each) generated inside MariaDB, the three services started as
 * processes of their own, and each export read over HTTP as a stream by this process. Prints
 * rows per second and the admin service's peak RSS growth (from /proc, sampled every 20 ms), and
 * the seller and catalog services' beside it.
 *
 *     pnpm --filter @drops/bench exec tsx backend/exports.ts [rows]
 *     BENCH_EXPORTS=products BENCH_ADMIN_NODE_OPTIONS=--max-old-space-size=96 ... (the same
 *     export with the admin service's heap capped: finishing shows its memory is bounded)
 */
import { readFileSync } from 'node:fs';
import { createTestDatabase } from '@drops/db/testing';
import { serviceMigrations } from '@drops/stack';
import { benchToken, readCsvDownload, startProcess, stopProcesses, waitFor } from './processes';
import { ensureBenchAdmin, seedLarge } from './seed-large';

const rows = Number(process.argv[2] ?? 1_000_000);
/** Which exports to read (`sellers,products`), and node flags for the admin service alone. */
const lists = (process.env.BENCH_EXPORTS ?? 'sellers,products').split(',') as (
  'sellers' | 'products'
)[];
const adminNodeOptions = process.env.BENCH_ADMIN_NODE_OPTIONS;
const ports = { seller: 14401, catalog: 14402, admin: 14403 };

/** Resident memory of a process, in bytes (VmRSS of /proc/<pid>/status). */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

async function main(): Promise<void> {
  const database = await createTestDatabase(undefined, Object.values(serviceMigrations));
  const seedStarted = performance.now();
  await seedLarge(database.knex, (line) => console.log(`[seed] ${line}`), {
    sellers: rows,
    products: rows,
  });
  console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
  const adminId = await ensureBenchAdmin(database.knex);

  const environment = {
    DATABASE_URL: database.url,
    SELLER_PORT: String(ports.seller),
    CATALOG_PORT: String(ports.catalog),
    ADMIN_PORT: String(ports.admin),
  };
  const pids = {
    seller: startProcess('services/seller', 'src/server.ts', environment),
    catalog: startProcess('services/catalog', 'src/server.ts', environment),
    admin: startProcess('services/admin', 'src/server.ts', {
      ...environment,
      ...(adminNodeOptions ? { NODE_OPTIONS: adminNodeOptions } : {}),
    }),
  };
  try {
    for (const port of Object.values(ports)) await waitFor(`http://127.0.0.1:${port}/health`);
    const headers = { authorization: `Bearer ${benchToken('admin', adminId)}` };
    const base = `http://127.0.0.1:${ports.admin}`;
    for (const list of lists) {
      const before = {
        admin: rssOf(pids.admin),
        seller: rssOf(pids.seller),
        catalog: rssOf(pids.catalog),
      };
      const peak = { ...before };
      const sampler = setInterval(() => {
        for (const name of ['admin', 'seller', 'catalog'] as const)
          peak[name] = Math.max(peak[name], rssOf(pids[name]));
      }, 20);
      const started = performance.now();
      const { bytes, rows: read } = await readCsvDownload(
        await fetch(`${base}/admin/${list}/export.csv`, { headers }),
      );
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${list}/export.csv: ${read} rows, ${(bytes / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s = ` +
          `${Math.round(read / seconds)} rows/s; admin service RSS ${mib(before.admin)} -> peak ${mib(peak.admin)} ` +
          `(growth ${mib(peak.admin - before.admin)}); seller +${mib(peak.seller - before.seller)}, catalog +${mib(peak.catalog - before.catalog)}`,
      );
    }
  } finally {
    stopProcesses();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  stopProcesses();
  process.exit(1);
});
