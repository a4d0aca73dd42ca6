/**
 * Backend API benchmark (issue 2): with 10,000 sellers and 1,000,000 products in MySQL, measures
 * requests/s and p50/p99 latency of the seller's drop list (limit 100) and the administrator's
 * product search, straight to the service and through the gateway, side by side in one run.
 *
 *   pnpm --filter @drops/bench backend   (BENCH_DATABASE_URL, BENCH_SECONDS, BENCH_ROUNDS to override)
 */
import { execSync } from 'node:child_process';
import autocannon from 'autocannon';
import { freePorts, type BackendPart } from '@drops/stack';
import { median } from '../frontend/harness';
import {
  benchToken,
  cpuMs,
  runWithProcesses,
  startBareProxy,
  startBenchStack,
  startProxyRoutesOnly,
  waitFor,
} from './processes';
import { benchId, ensureBenchAdmin, openKeptDatabase, seedLarge } from './seed-large';
import { benchSettings } from '../settings';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/drops_bench';
const { seconds, rounds } = benchSettings({ seconds: 10, rounds: 3 });
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

function mariadbPid(): number | undefined {
  try {
    return Number(execSync('pidof mariadbd mysqld').toString().trim().split(' ')[0]) || undefined;
  } catch {
    return undefined;
  }
}

interface Scenario {
  scenario: string;
  path: string;
  run: () => Promise<Figures>;
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU ms per request of each measured process (service, proxy, database, load generator). */
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
  // autocannon runs in this process: its CPU is the load generator's share of the two cores.
  const loadGeneratorBefore = process.cpuUsage();
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
  const loadGenerator = process.cpuUsage(loadGeneratorBefore);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuPerRequest: {
      ...Object.fromEntries(
        measured.map(([name, pid], index) => [name, (cpuMs(pid) - cpuBefore[index]!) / requests]),
      ),
      loadGenerator: (loadGenerator.user + loadGenerator.system) / 1000 / requests,
    },
  };
}

async function main(): Promise<void> {
  const db = await openKeptDatabase(databaseUrl);
  await seedLarge(db, (line) => console.log(`[seed] ${line}`));
  const adminId = await ensureBenchAdmin(db);
  await db.destroy();

  const ports = await freePorts([
    'seller',
    'catalog',
    'admin',
    'gateway',
    'bareProxy',
    'proxyRoutesOnly',
  ]);
  // Every part is told every part's port: the admin service asks the seller service and the
  // catalog, the catalog asks the seller service, the seller service sends it events.
  const stack = await startBenchStack(
    { seller: ports.seller, catalog: ports.catalog, admin: ports.admin, gateway: ports.gateway },
    databaseUrl,
  );
  const pidOf = (part: BackendPart) => {
    const pid = stack.pidOf(part);
    if (pid === undefined) throw new Error(`${part} is not running`);
    return pid;
  };
  const [catalogPid, adminPid, gatewayPid] = [pidOf('catalog'), pidOf('admin'), pidOf('gateway')];
  const local = (port: number) => `http://127.0.0.1:${port}`;
  const bareProxyPid = startBareProxy(ports.bareProxy, local(ports.catalog));
  const proxyRoutesOnlyPid = startProxyRoutesOnly(ports.proxyRoutesOnly, local(ports.catalog));
  for (const port of Object.values(ports)) await waitFor(`http://127.0.0.1:${port}/health`);

  const sellerId = benchId(42);
  const sellerToken = benchToken('seller', sellerId);
  const adminToken = benchToken('admin', adminId);
  const sellerList = (prefix: string) => () =>
    `${prefix}/seller/products?sellerId=${sellerId}&limit=100`;
  const adminSearch = (prefix: string) => (n: number) =>
    `${prefix}/admin/products?page=${1 + (n % 3)}&search=${searchWords[n % searchWords.length]}`;

  // Warm the caches (buffer pool, JIT) before measuring.
  await measure(`http://127.0.0.1:${ports.catalog}`, 10, sellerList(''), sellerToken);
  await measure(`http://127.0.0.1:${ports.admin}`, 10, adminSearch(''), adminToken);

  const database = mariadbPid();
  const sellerConnections = 50;
  const adminConnections = 10;
  const catalogUrl = `http://127.0.0.1:${ports.catalog}`;
  const adminUrl = `http://127.0.0.1:${ports.admin}`;
  const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  const bareProxyUrl = `http://127.0.0.1:${ports.bareProxy}`;
  const proxyRoutesOnlyUrl = `http://127.0.0.1:${ports.proxyRoutesOnly}`;
  const seller = 'seller list, limit 100';
  // The same list for a client that takes no gzip: 96 KB of JSON per answer instead of 5 KB.
  const plainSeller = 'seller list, limit 100, no gzip';
  const search = 'admin product search';
  const direct = `direct (c=${sellerConnections})`;
  const throughGateway = `gateway (c=${sellerConnections})`;
  const scenarios: Scenario[] = [
    {
      scenario: seller,
      path: direct,
      run: () =>
        measure(catalogUrl, sellerConnections, sellerList(''), sellerToken, {
          service: catalogPid,
          database,
        }),
    },
    {
      scenario: seller,
      path: throughGateway,
      run: () =>
        measure(gatewayUrl, sellerConnections, sellerList('/api/v1'), sellerToken, {
          service: catalogPid,
          proxy: gatewayPid,
          database,
        }),
    },
    // The reference: the cheapest Node proxy in front of the same list (bare-proxy.ts).
    {
      scenario: seller,
      path: `bare proxy (c=${sellerConnections})`,
      run: () =>
        measure(bareProxyUrl, sellerConnections, sellerList(''), sellerToken, {
          service: catalogPid,
          proxy: bareProxyPid,
          database,
        }),
    },
    // The gateway's proxy routes without its edge (proxy-routes-only.ts).
    {
      scenario: seller,
      path: `proxy routes only (c=${sellerConnections})`,
      run: () =>
        measure(proxyRoutesOnlyUrl, sellerConnections, sellerList('/api/v1'), sellerToken, {
          service: catalogPid,
          proxy: proxyRoutesOnlyPid,
          database,
        }),
    },
    {
      scenario: plainSeller,
      path: direct,
      run: () =>
        measure(
          catalogUrl,
          sellerConnections,
          sellerList(''),
          sellerToken,
          { service: catalogPid, database },
          'identity',
        ),
    },
    {
      scenario: plainSeller,
      path: throughGateway,
      run: () =>
        measure(
          gatewayUrl,
          sellerConnections,
          sellerList('/api/v1'),
          sellerToken,
          { service: catalogPid, proxy: gatewayPid, database },
          'identity',
        ),
    },
    {
      scenario: search,
      path: `direct (c=${adminConnections})`,
      run: () =>
        measure(adminUrl, adminConnections, adminSearch(''), adminToken, {
          service: adminPid,
          database,
        }),
    },
    {
      scenario: search,
      path: `gateway (c=${adminConnections})`,
      run: () =>
        measure(gatewayUrl, adminConnections, adminSearch('/api/v1'), adminToken, {
          service: adminPid,
          proxy: gatewayPid,
          database,
        }),
    },
  ];

  // Round after round of every scenario: a neighbour's load on a shared machine then slows all
  // of them alike instead of one, and the ratios are taken within a round. Each round starts one
  // scenario further on, so no path always runs first (or right after another that warmed it).
  const results = scenarios.map(() => [] as Figures[]);
  for (let round = 1; round <= rounds; round++) {
    for (let step = 0; step < scenarios.length; step++) {
      const index = (round - 1 + step) % scenarios.length;
      results[index]!.push(await scenarios[index]!.run());
    }
    console.log(`[bench] round ${round} of ${rounds} done`);
  }

  const cpu = (runs: Figures[], name: string) =>
    runs[0]!.cpuPerRequest[name] === undefined
      ? '-'
      : median(runs.map((figures) => figures.cpuPerRequest[name]!)).toFixed(2);
  console.log(
    `\nBackend API, 10,000 sellers / 1,000,000 products in MySQL: median of ${rounds} rounds of ${seconds}s per scenario\n`,
  );
  console.log(
    '| scenario | path | req/s | p50 ms | p99 ms | errors | CPU ms/req: service | gateway or proxy | MariaDB | load generator |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const [index, { scenario, path: target }] of scenarios.entries()) {
    const runs = results[index]!;
    const of = (pick: (figures: Figures) => number) => median(runs.map(pick));
    console.log(
      `| ${scenario} | ${target} | ${of((f) => f.requestsPerSecond).toFixed(0)} | ${of((f) => f.p50)} | ${of((f) => f.p99)} | ${runs.reduce((sum, f) => sum + f.errors, 0)} | ${cpu(runs, 'service')} | ${cpu(runs, 'proxy')} | ${cpu(runs, 'database')} | ${cpu(runs, 'loadGenerator')} |`,
    );
  }
  /** The median of a share per round, then each round's. */
  const share = (perRound: number[]) =>
    `${median(perRound).toFixed(0)}% (rounds: ${perRound.map((value) => value.toFixed(0)).join(', ')})`;
  /** Throughput kept behind a proxy, as a percentage of the direct run of the same round. */
  const kept = (directIndex: number, proxiedIndex: number) =>
    share(
      results[directIndex]!.map(
        (figures, round) =>
          (100 * results[proxiedIndex]![round]!.requestsPerSecond) / figures.requestsPerSecond,
      ),
    );
  /**
   * The same share read from CPU instead of throughput: the CPU all measured processes spend per
   * request, direct over proxied. On two saturated cores throughput is their capacity over that
   * cost, so this is what the throughput ratio would be without a neighbour's interference
   * (leaving out what the kernel spends outside any process).
   */
  const cpuKept = (directIndex: number, proxiedIndex: number) => {
    const total = (figures: Figures) =>
      Object.values(figures.cpuPerRequest).reduce((sum, ms) => sum + ms, 0);
    return share(
      results[directIndex]!.map(
        (figures, round) => (100 * total(figures)) / total(results[proxiedIndex]![round]!),
      ),
    );
  };
  console.log(`\nThroughput kept, as a share of the direct run of the same round (median):`);
  console.log(`- seller list through the gateway: ${kept(0, 1)}`);
  console.log(`- seller list through the bare proxy: ${kept(0, 2)}`);
  console.log(`- seller list through the proxy routes only: ${kept(0, 3)}`);
  console.log(`- seller list without gzip through the gateway: ${kept(4, 5)}`);
  console.log(`- admin search through the gateway: ${kept(6, 7)}`);
  console.log(`\nCapacity kept, from the CPU per request of all measured processes (median):`);
  console.log(`- seller list through the gateway: ${cpuKept(0, 1)}`);
  console.log(`- seller list through the bare proxy: ${cpuKept(0, 2)}`);
  console.log(`- seller list through the proxy routes only: ${cpuKept(0, 3)}`);
}

runWithProcesses(main);
