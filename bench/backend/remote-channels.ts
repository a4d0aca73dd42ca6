/**
 * The release registry's `GET /api/v1/remotes` (issue 28: served from memory, p99 under 5 ms):
 * the admin service and the gateway as processes of their own over a fresh MariaDB database
 * holding the four remotes' channels (two with a canary), read through the gateway.
 *
 *   pnpm --filter @drops/bench remote-channels   (BENCH_SECONDS, default 10; BENCH_RATE, default 500)
 *
 * Prints p50/p99 at a fixed rate of independent arrivals (the shell's visitors), with and
 * without an `If-None-Match` (the 304 of a browser revalidating), the admin service alone, then
 * the throughput at c=50.
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { adminMigrations } from '@drops/admin-service';
import { newId } from '@drops/db';
import { createTestDatabase } from '@drops/db/testing';
import { latenciesAtFixedRate, percentile } from './fixed-rate';
import {
  cpuMs,
  runWithProcesses,
  startGateway,
  startPart,
  stopProcesses,
  waitFor,
} from './processes';
import { benchSettings } from '../settings';

const { seconds, rate } = benchSettings({ seconds: 10, rate: 500 });
const ports = { admin: 19403, gateway: 19480 };
const local = (port: number) => `http://127.0.0.1:${port}`;
const remotes = ['mfeSellerDashboard', 'mfeDropEditor', 'mfeProfile', 'mfeAdmin'];

async function main(): Promise<void> {
  const database = await createTestDatabase(undefined, [adminMigrations]);
  try {
    const now = Date.now();
    for (const [index, remote] of remotes.entries()) {
      const versions = [`${index}aaaaaaaaaaa`, `${index}bbbbbbbbbbb`];
      for (const version of versions)
        await database.knex('remote_versions').insert({
          id: newId(),
          remote,
          version,
          manifest_url: `https://cdn.drops.example/remotes/${remote}/${version}/mf-manifest.json`,
          contract_version: '1.0.0',
          registered_at: now,
          registered_by: 'bench',
        });
      await database.knex('remote_channels').insert({
        remote,
        stable_version: versions[0],
        canary_version: index % 2 === 0 ? versions[1] : null,
        canary_percent: index % 2 === 0 ? 10 : null,
        revision: 1,
        updated_at: now,
        updated_by: 'bench',
      });
    }
    const adminPid = startPart('admin', {
      port: ports.admin,
      env: { DATABASE_URL: database.url },
    });
    const gatewayPid = startGateway(ports.gateway, {
      seller: local(1),
      catalog: local(1),
      admin: local(ports.admin),
    });
    await waitFor(`${local(ports.admin)}/health`);
    // The gateway's own health asks the seller service and the catalog, which are not started.
    const url = `${local(ports.gateway)}/api/v1/remotes`;
    for (
      let tries = 0;
      !(await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      ));
      tries += 1
    ) {
      if (tries > 600) throw new Error(`${url} did not answer`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const first = await fetch(url);
    const body = await first.text();
    const etag = first.headers.get('etag') ?? '';
    if (!body.includes('"canary"')) throw new Error(`unexpected channels: ${body}`);
    // Warm up both processes before measuring.
    await latenciesAtFixedRate(url, { seconds: 2, rate });

    const full = await latenciesAtFixedRate(url, { seconds, rate });
    const revalidated = await latenciesAtFixedRate(url, {
      seconds,
      rate,
      headers: { 'if-none-match': etag },
      status: 304,
    });
    // The registry alone (no gateway hop): what serving from memory costs the admin service.
    const direct = await latenciesAtFixedRate(`${local(ports.admin)}/remotes`, { seconds, rate });
    // CPU per call moves little with what else runs on the machine, unlike latency.
    const cpuBefore = [cpuMs(adminPid), cpuMs(gatewayPid)];
    const burst = await autocannon({ url, connections: 50, duration: seconds });
    const calls = Math.max(1, burst.requests.total);
    const [adminCpu, gatewayCpu] = [cpuMs(adminPid), cpuMs(gatewayPid)].map(
      (after, index) => ((after - cpuBefore[index]!) * 1000) / calls,
    );
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.log(
      `\nGET /api/v1/remotes through the gateway (${body.length} B), ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      `- at ${rate} calls/s for ${seconds}s: p50 ${ms(percentile(full, 0.5))}, p99 ${ms(percentile(full, 0.99))} (${full.length} calls)`,
    );
    console.log(
      `- revalidated (304): p50 ${ms(percentile(revalidated, 0.5))}, p99 ${ms(percentile(revalidated, 0.99))}`,
    );
    console.log(
      `- the admin service directly: p50 ${ms(percentile(direct, 0.5))}, p99 ${ms(percentile(direct, 0.99))}`,
    );
    console.log(
      `- c=50 flat out: ${burst.requests.average.toFixed(0)} requests/s, p99 ${burst.latency.p99} ms, ${burst.errors + burst.non2xx} errors; ` +
        `CPU per call: admin service ${adminCpu!.toFixed(0)} µs, gateway ${gatewayCpu!.toFixed(0)} µs`,
    );
  } finally {
    stopProcesses();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.destroy();
  }
}

runWithProcesses(main);
