/**
 * Backend API benchmark (issue 2): with 10,000 sellers and 1,000,000 products in MySQL, measures
 * requests/s and p50/p99 latency of the seller's drop list (limit 100) and the administrator's
 * product search, straight to the service and through the gateway, side by side in one run.
 *
 *   pnpm --filter @drops/bench backend            (BENCH_DATABASE_URL, BENCH_SECONDS to override)
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { audiences, tokenIssuer } from '@drops/auth';
import { createKnex, migrateLatest } from '@drops/db';
import { developmentTokenSecrets } from '@drops/service-kit';
import { forgeToken, nowSeconds } from '@drops/service-kit/testing';
import { benchId, seedLarge } from './seed-large';

const root = path.resolve(__dirname, '../..');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/drops_bench';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Set to a folder to have every process write a V8 CPU profile there when it stops. */
const cpuProfileDirectory = process.env.BENCH_CPU_PROF_DIR;
const ports = { seller: 14001, catalog: 14002, admin: 14003, gateway: 18080 };
const searchWords = [
  'storm',
  'lamp',
  'velvet',
  'poster',
  'amber',
  'hoodie',
  'granite',
  'zine',
  'cobalt',
  'ring',
];

const children: ChildProcess[] = [];

/** Starts a service's server as a node process of its own, so its CPU time can be read. */
function start(folder: string, env: Record<string, string>): number {
  const profiling = cpuProfileDirectory
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(cpuProfileDirectory)]
    : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, folder),
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  if (child.pid === undefined) throw new Error(`${folder} did not start`);
  return child.pid;
}

/** CPU time (user + system) a process has used, in ms, from /proc (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

function mariadbPid(): number | undefined {
  try {
    return Number(execSync('pidof mariadbd mysqld').toString().trim().split(' ')[0]) || undefined;
  } catch {
    return undefined;
  }
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy`);
}

function token(audience: 'seller' | 'admin', subject: string): string {
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

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU ms per request of each measured process (service, gateway, MariaDB). */
  cpuPerRequest: Record<string, number>;
}

async function measure(
  base: string,
  connections: number,
  pathFor: (n: number) => string,
  bearer: string,
  processes: Record<string, number | undefined> = {},
  // What a browser sends: the seller list's kept pages go out gzip-encoded.
  acceptEncoding = 'gzip, deflate, br, zstd',
): Promise<Figures> {
  let n = 0;
  const measured = Object.entries(processes).filter(
    (entry): entry is [string, number] => entry[1] !== undefined,
  );
  const cpuBefore = measured.map(([, pid]) => cpuMs(pid));
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${bearer}`, 'accept-encoding': acceptEncoding },
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          return { ...request, path: pathFor(n) };
        },
      },
    ],
  });
  const requests = Math.max(1, result.requests.total);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuPerRequest: Object.fromEntries(
      measured.map(([name, pid], index) => [name, (cpuMs(pid) - cpuBefore[index]!) / requests]),
    ),
  };
}

async function main(): Promise<void> {
  const server = new URL(databaseUrl);
  const name = server.pathname.replace(/^\//, '');
  server.pathname = '/';
  const admin = createKnex(server.toString(), { poolMax: 1 });
  await admin.raw(
    `create database if not exists \`${name}\` character set utf8mb4 collate utf8mb4_unicode_ci`,
  );
  // The default 128 MB buffer pool cannot hold a million products; give MariaDB room (dynamic setting).
  await admin.raw('set global innodb_buffer_pool_size = 1073741824').catch(() => undefined);
  await admin.destroy();

  const db = createKnex(databaseUrl);
  await migrateLatest(db);
  await seedLarge(db, (line) => console.log(`[seed] ${line}`));
  await db.destroy();

  start('services/seller', { SELLER_PORT: String(ports.seller) });
  const catalogPid = start('services/catalog', { CATALOG_PORT: String(ports.catalog) });
  const adminPid = start('services/admin', { ADMIN_PORT: String(ports.admin) });
  const gatewayPid = start('gateway', {
    GATEWAY_PORT: String(ports.gateway),
    SELLER_SERVICE_URL: `http://127.0.0.1:${ports.seller}`,
    CATALOG_SERVICE_URL: `http://127.0.0.1:${ports.catalog}`,
    ADMIN_SERVICE_URL: `http://127.0.0.1:${ports.admin}`,
  });
  for (const port of Object.values(ports)) await waitFor(`http://127.0.0.1:${port}/health`);

  const sellerId = benchId(42);
  const sellerToken = token('seller', sellerId);
  const adminToken = token('admin', benchId(1));
  const sellerList = (prefix: string) => () =>
    `${prefix}/seller/products?sellerId=${sellerId}&limit=100`;
  const adminSearch = (prefix: string) => (n: number) =>
    `${prefix}/admin/products?page=${1 + (n % 3)}&search=${searchWords[n % searchWords.length]}`;

  // Warm the caches (buffer pool, JIT) before measuring.
  await measure(`http://127.0.0.1:${ports.catalog}`, 10, sellerList(''), sellerToken);
  await measure(`http://127.0.0.1:${ports.admin}`, 10, adminSearch(''), adminToken);

  const database = mariadbPid();
  const rows: Array<[string, string, Figures]> = [];
  const sellerConnections = 50;
  const adminConnections = 10;
  const catalogUrl = `http://127.0.0.1:${ports.catalog}`;
  const adminUrl = `http://127.0.0.1:${ports.admin}`;
  const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  const seller = 'seller list, limit 100';
  const search = 'admin product search';
  rows.push([
    seller,
    `direct (c=${sellerConnections})`,
    await measure(catalogUrl, sellerConnections, sellerList(''), sellerToken, {
      service: catalogPid,
      database,
    }),
  ]);
  rows.push([
    seller,
    `gateway (c=${sellerConnections})`,
    await measure(gatewayUrl, sellerConnections, sellerList('/api/v1'), sellerToken, {
      service: catalogPid,
      gateway: gatewayPid,
      database,
    }),
  ]);
  // The same list for a client that takes no gzip: 96 KB of JSON per answer instead of 5 KB.
  const plainSeller = 'seller list, limit 100, no gzip';
  rows.push([
    plainSeller,
    `direct (c=${sellerConnections})`,
    await measure(
      catalogUrl,
      sellerConnections,
      sellerList(''),
      sellerToken,
      { service: catalogPid, database },
      'identity',
    ),
  ]);
  rows.push([
    plainSeller,
    `gateway (c=${sellerConnections})`,
    await measure(
      gatewayUrl,
      sellerConnections,
      sellerList('/api/v1'),
      sellerToken,
      { service: catalogPid, gateway: gatewayPid, database },
      'identity',
    ),
  ]);
  rows.push([
    search,
    `direct (c=${adminConnections})`,
    await measure(adminUrl, adminConnections, adminSearch(''), adminToken, {
      service: adminPid,
      database,
    }),
  ]);
  rows.push([
    search,
    `gateway (c=${adminConnections})`,
    await measure(gatewayUrl, adminConnections, adminSearch('/api/v1'), adminToken, {
      service: adminPid,
      gateway: gatewayPid,
      database,
    }),
  ]);

  const cpu = (figures: Figures, name: string) =>
    figures.cpuPerRequest[name] === undefined ? '-' : figures.cpuPerRequest[name].toFixed(2);
  console.log(`\nBackend API, ${seconds}s per run, 10,000 sellers / 1,000,000 products in MySQL\n`);
  console.log(
    '| scenario | path | req/s | p50 ms | p99 ms | errors | CPU ms/req: service | gateway | MariaDB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [scenario, target, figures] of rows) {
    console.log(
      `| ${scenario} | ${target} | ${figures.requestsPerSecond.toFixed(0)} | ${figures.p50} | ${figures.p99} | ${figures.errors} | ${cpu(figures, 'service')} | ${cpu(figures, 'gateway')} | ${cpu(figures, 'database')} |`,
    );
  }
  const ratio = (direct: Figures, gateway: Figures) =>
    ((100 * gateway.requestsPerSecond) / direct.requestsPerSecond).toFixed(0);
  console.log(
    `\ngateway keeps ${ratio(rows[0]![2], rows[1]![2])}% of direct throughput (seller list), ${ratio(rows[2]![2], rows[3]![2])}% (no gzip), ${ratio(rows[4]![2], rows[5]![2])}% (admin search)`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
  });
