/**
 * Gateway overhead: the CPU the gateway spends per proxied call, beside the bare reference proxy
 * (bare-proxy.ts) and the gateway's proxy routes without its edge (proxy-routes-only.ts), all in
 * front of a stand-in service that answers at almost no cost (static-service.ts). Unlike the API
 * bench, no service or database shares the figure, so it moves only with the proxy's own work;
 * the paths alternate, each round starting with the next.
 *
 *   pnpm --filter @drops/bench gateway-overhead   (BENCH_SECONDS, default 5; BENCH_ROUNDS, default 5)
 *
 * BENCH_BASELINE_CHECKOUT=<another checkout, dependencies installed> adds that checkout's gateway
 * as another path, to measure a change side by side with what came before it.
 */
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { freePorts, startNginx } from '@drops/stack';
import { median } from '../frontend/harness';
import { latenciesAtFixedRate, percentile } from './fixed-rate';
import {
  benchToken,
  cpuTimesMs,
  runWithProcesses,
  startBareProxy,
  startGateway,
  startProcess,
  startProxyRoutesOnly,
  waitFor,
} from './processes';
import { benchSettings } from '../settings';

const { seconds, rounds } = benchSettings({ seconds: 5, rounds: 5 });
const baselineCheckout = process.env.BENCH_BASELINE_CHECKOUT;
const local = (port: number) => `http://127.0.0.1:${port}`;
const listPath = '/seller/products?sellerId=6650aaaaaaaaaaaaaaaaaaaa&limit=100';

interface Figures {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  cpuMicrosecondsPerRequest: number;
  /** Of that, the time in the kernel (the sockets' reads and writes, which no proxy avoids). */
  systemMicrosecondsPerRequest: number;
}

async function measure(url: string, pid: number, token: string): Promise<Figures> {
  const before = cpuTimesMs(pid);
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
  });
  const after = cpuTimesMs(pid);
  const perRequest = (ms: number) => (ms * 1000) / Math.max(1, result.requests.total);
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMicrosecondsPerRequest: perRequest(after.user + after.system - before.user - before.system),
    systemMicrosecondsPerRequest: perRequest(after.system - before.system),
  };
}

const fixedRate = Number(process.env.BENCH_RATE ?? 1000);

/** p99 of the calls at a fixed rate (fixed-rate.ts: why an open loop). */
async function p99AtFixedRate(url: string, token: string): Promise<number> {
  const headers = {
    authorization: `Bearer ${token}`,
    'accept-encoding': 'gzip, deflate, br, zstd',
  };
  return percentile(await latenciesAtFixedRate(url, { headers, seconds, rate: fixedRate }), 0.99);
}

async function main(): Promise<void> {
  const ports = await freePorts([
    'service',
    'gateway',
    'bareProxy',
    'proxyRoutesOnly',
    'baseline',
    'nginx',
  ]);
  startProcess('bench', 'backend/static-service.ts', {
    STATIC_SERVICE_PORT: String(ports.service),
  });
  const service = local(ports.service);
  const paths = [
    {
      name: 'gateway',
      url: `${local(ports.gateway)}/api/v1${listPath}`,
      pid: startGateway(ports.gateway, { seller: service, catalog: service, admin: service }),
    },
    {
      name: 'bare proxy',
      url: `${local(ports.bareProxy)}${listPath}`,
      pid: startBareProxy(ports.bareProxy, service),
    },
    {
      name: 'proxy routes only',
      url: `${local(ports.proxyRoutesOnly)}/api/v1${listPath}`,
      pid: startProxyRoutesOnly(ports.proxyRoutesOnly, service),
    },
  ];
  // Debian's nginx doing the same hop with proxy_pass (one worker, kept-alive upstream connections):
  // its worker's CPU is what a call costs it.
  const nginx = await startNginx([
    { name: 'service', port: ports.nginx, servers: [`127.0.0.1:${ports.service}`] },
  ]);
  const nginxWorker = Number(
    execFileSync('pgrep', ['-P', String(nginx.child.pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')[0],
  );
  paths.push({
    name: 'nginx proxy_pass',
    url: `${local(ports.nginx)}${listPath}`,
    pid: nginxWorker,
  });
  if (baselineCheckout)
    paths.push({
      name: `gateway of ${baselineCheckout}`,
      url: `${local(ports.baseline)}/api/v1${listPath}`,
      pid: startGateway(
        ports.baseline,
        { seller: service, catalog: service, admin: service },
        baselineCheckout,
      ),
    });
  for (const { url } of paths) await waitFor(`${new URL(url).origin}/health`);

  const token = benchToken('seller', '6650aaaaaaaaaaaaaaaaaaaa');
  for (const { url, pid } of paths) await measure(url, pid, token); // warm the JIT
  const results = paths.map(() => [] as Figures[]);
  for (let round = 1; round <= rounds; round++) {
    // Each round starts with the next path: whichever runs first in a round reads a few percent
    // dearer (an A/A run of identical gateways showed 1.10 with a fixed order).
    for (let step = 0; step < paths.length; step++) {
      const index = (round - 1 + step) % paths.length;
      const { url, pid } = paths[index]!;
      results[index]!.push(await measure(url, pid, token));
    }
    console.log(`[bench] round ${round} of ${rounds} done`);
  }

  console.log(
    `\nGateway overhead, seller list (5 KB gzip) from a stand-in service, c=50: median of ${rounds} rounds of ${seconds}s\n`,
  );
  console.log('| path | req/s | p99 ms | errors | CPU µs/request (rounds) | of which kernel µs |');
  console.log('|---|---|---|---|---|---|');
  for (const [index, { name }] of paths.entries()) {
    const runs = results[index]!;
    const cpu = runs.map((figures) => figures.cpuMicrosecondsPerRequest);
    console.log(
      `| ${name} | ${median(runs.map((f) => f.requestsPerSecond)).toFixed(0)} | ${median(runs.map((f) => f.p99))} | ${runs.reduce((sum, f) => sum + f.errors, 0)} | ${median(cpu).toFixed(0)} (${cpu.map((value) => value.toFixed(0)).join(', ')}) | ${median(runs.map((f) => f.systemMicrosecondsPerRequest)).toFixed(0)} |`,
    );
  }
  /** Per round, the CPU per request of path `index` as a multiple of path `of`'s. */
  const multiple = (index: number, of: number) => {
    const perRound = results[index]!.map(
      (figures, round) =>
        figures.cpuMicrosecondsPerRequest / results[of]![round]!.cpuMicrosecondsPerRequest,
    );
    return `${median(perRound).toFixed(2)} (rounds: ${perRound.map((value) => value.toFixed(2)).join(', ')})`;
  };
  console.log(`\nGateway CPU per request as a multiple of the bare proxy's: ${multiple(0, 1)}`);
  console.log(`Gateway CPU per request as a multiple of its proxy routes': ${multiple(0, 2)}`);
  console.log(`Proxy routes' CPU per request as a multiple of the bare proxy's: ${multiple(2, 1)}`);
  console.log(`Gateway CPU per request as a multiple of nginx's (target ≤ 2.5): ${multiple(0, 3)}`);
  // The floor under any Node gateway: node:http in, undici out, nothing else.
  console.log(`Bare Node proxy's CPU per request as a multiple of nginx's: ${multiple(1, 3)}`);
  // What the target leaves for the gateway's own code once its sockets' kernel time is paid.
  const of = (index: number, figure: (figures: Figures) => number) =>
    median(results[index]!.map(figure));
  const kernel = (figures: Figures) => figures.systemMicrosecondsPerRequest;
  const ownCode = (figures: Figures) =>
    figures.cpuMicrosecondsPerRequest - figures.systemMicrosecondsPerRequest;
  const budget = 2.5 * of(3, (figures) => figures.cpuMicrosecondsPerRequest) - of(0, kernel);
  console.log(
    `Left by the target for the gateway's own code: 2.5 × nginx's CPU − the gateway's kernel time = ${budget.toFixed(0)} µs a call; ` +
      `the bare Node proxy's own code spends ${of(1, ownCode).toFixed(0)} µs, the gateway's ${of(0, ownCode).toFixed(0)} µs`,
  );
  const p99 = (index: number) => median(results[index]!.map((figures) => figures.p99));
  console.log(`Gateway p99 minus nginx's p99 at c=50 (target < 2 ms): ${p99(0) - p99(3)} ms`);
  if (baselineCheckout)
    console.log(
      `Gateway CPU per request as a multiple of the baseline gateway's: ${multiple(0, 4)}`,
    );

  const gatewayAtRate: number[] = [];
  const nginxAtRate: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    gatewayAtRate.push(await p99AtFixedRate(paths[0]!.url, token));
    nginxAtRate.push(await p99AtFixedRate(paths[3]!.url, token));
  }
  const added = gatewayAtRate.map((p99, round) => p99 - nginxAtRate[round]!);
  const ms = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
  console.log(
    `At ${fixedRate} calls/s arriving independently over 50 connections: gateway p99 ${median(gatewayAtRate).toFixed(2)} ms, ` +
      `nginx p99 ${median(nginxAtRate).toFixed(2)} ms; added p99 (target < 2 ms): ${median(added).toFixed(2)} ms (rounds: ${ms(added)})`,
  );
  await nginx.stop();
}

runWithProcesses(main);
