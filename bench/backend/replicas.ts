/**
 * The replica proof in full (issue 19 point 7): 2 gateways and 2 replicas of each service from
 * the built bundles (NODE_ENV=production), Debian's nginx balancing the gateways and each
 * service's replicas, over one MariaDB database, Redis and s3rver (tooling/stack's
 * `startReplicaStack`). It checks the 11th seller sign-in of a minute on each gateway and through
 * nginx, the API smoke calls, a write through one replica read through the other, then loads the
 * seller list and the admin search while one replica of each service and one gateway are stopped
 * and started again, and prints the figures.
 *
 *   pnpm --filter @drops/bench replicas
 *   BENCH_SECONDS (60) BENCH_CONNECTIONS (100) BENCH_SIGNAL (SIGTERM | SIGKILL | both: SIGTERM)
 *   BENCH_RUNTIME (built | source: built) BENCH_DATABASE_URL (default: a fresh test database)
 */
import {
  buildBackend,
  callApi,
  createApprovedSeller,
  eventually,
  loadWhileRestarting,
  signInAdmin,
  startReplicaStack,
  type ReplicaStack,
} from '@drops/stack';
import { benchSettings } from '../settings';

const { seconds, connections } = benchSettings({ seconds: 60, connections: 100 });
const runtime = process.env.BENCH_RUNTIME === 'source' ? 'source' : 'built';
const signals =
  process.env.BENCH_SIGNAL === 'both'
    ? (['SIGTERM', 'SIGKILL'] as const)
    : ([process.env.BENCH_SIGNAL === 'SIGKILL' ? 'SIGKILL' : 'SIGTERM'] as const);

let failures = 0;
function check(label: string, ok: boolean, detail = ''): void {
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}${detail ? `: ${detail}` : ''}`);
}

/** Whether a write is seen by each of 4 reads in a row (`read` says whether its read saw it). */
async function seenByFourReads(read: (index: number) => Promise<boolean>): Promise<boolean> {
  const seen: boolean[] = [];
  for (let index = 0; index < 4; index++) seen.push(await read(index));
  return seen.every(Boolean);
}

async function main(): Promise<void> {
  if (runtime === 'built') {
    console.log('[bench] building the backend (scripts/build-backend.ts)');
    buildBackend();
  }
  console.log(`[bench] starting 2 gateways, 2 replicas of each service and nginx (${runtime})`);
  const stack: ReplicaStack = await startReplicaStack({
    runtime,
    ...(process.env.BENCH_DATABASE_URL && { databaseUrl: process.env.BENCH_DATABASE_URL }),
    onLine: (label, line) => {
      if (/"level":(50|60)/.test(line)) console.error(`[${label}] ${line}`);
    },
  });
  try {
    const [first, second] = stack.gatewayApiUrls as [string, string];
    const adminToken = await signInAdmin(stack);
    const seller = await createApprovedSeller(stack, adminToken);

    // The sign-in limit (10 a minute), counted in Redis across both gateways.
    const entries = [first, second, stack.apiUrl];
    const statuses: number[] = [];
    let sellerToken = '';
    for (let attempt = 0; attempt < 11; attempt++) {
      const answer = await callApi(`${entries[attempt % entries.length]}/seller/login`, {
        method: 'POST',
        body: { email: seller.email, password: seller.password },
      });
      statuses.push(answer.status);
      if (answer.status === 200) sellerToken = (answer.body.data as { token: string }).token;
    }
    const eleventh = [];
    for (const apiUrl of [first, second, stack.apiUrl])
      eleventh.push(
        (
          await callApi(`${apiUrl}/seller/login`, {
            method: 'POST',
            body: { email: seller.email, password: seller.password },
          })
        ).status,
      );
    check(
      '10 seller sign-ins over both gateways and nginx let in, the 11th refused',
      statuses.slice(0, 10).every((status) => status === 200) && statuses[10] === 429,
      statuses.join(' '),
    );
    check(
      'then refused on gateway 1, gateway 2 and through nginx',
      eleventh.every((status) => status === 429),
      eleventh.join(' '),
    );

    // The API smoke calls through nginx.
    await eventually(
      async () =>
        (await callApi(`${stack.apiUrl}/seller/products`, { token: sellerToken })).status === 200,
      { label: 'the approved seller lists its drops' },
    );
    for (const [path, token] of [
      [`/seller/${seller.id}`, sellerToken],
      ['/seller/products', sellerToken],
      ['/admin/sellers', adminToken],
      ['/admin/products', adminToken],
      ['/admin/products?search=Drop', adminToken],
    ] as const) {
      const status = (await callApi(`${stack.apiUrl}${path}`, { token })).status;
      check(`smoke GET ${path} through nginx`, status === 200, String(status));
    }

    // A write through one gateway (and whichever service replica nginx picks), read through the other.
    const fullName = `Replica ${Date.now()}`;
    const saved = await callApi(`${first}/seller/${seller.id}`, {
      method: 'PUT',
      token: sellerToken,
      body: { fullName },
    });
    const readBack = await seenByFourReads(async () => {
      const { body } = await callApi(`${second}/seller/${seller.id}`, { token: sellerToken });
      return (body.data as { fullName?: string }).fullName === fullName;
    });
    check(
      'profile saved through gateway 1 read at once through gateway 2 (4 reads)',
      saved.status === 200 && readBack,
    );
    const name = `Drop ${Date.now()}`;
    const created = await callApi(`${second}/seller/products`, {
      method: 'POST',
      token: sellerToken,
      body: { name },
    });
    const listed = await seenByFourReads(async (read) => {
      const gateway = read % 2 ? second : first;
      const { body } = await callApi(`${gateway}/seller/products`, { token: sellerToken });
      return (body.data as { name: string }[]).some((drop) => drop.name === name);
    });
    check(
      'drop created through gateway 2 listed at once through both (4 reads)',
      created.status === 201 && listed,
    );

    const targets = [
      { name: 'seller list', url: `${stack.apiUrl}/seller/products`, token: sellerToken },
      {
        name: 'admin search',
        url: `${stack.apiUrl}/admin/products?search=Drop`,
        token: adminToken,
      },
    ];
    for (const signal of signals) {
      console.log(
        `\n[bench] ${seconds} s at ${connections} connections on the seller list and the admin search through nginx, restarting seller-1, catalog-1, admin-1, gateway-1 (${signal})`,
      );
      const { load, restarts } = await loadWhileRestarting(stack, targets, {
        connections,
        durationMs: seconds * 1000,
        signal,
      });
      console.log('| requests | req/s | failed | p50 ms | p99 ms | max ms | answers |');
      console.log('|---|---|---|---|---|---|---|');
      console.log(
        `| ${load.requests} | ${load.requestsPerSecond.toFixed(0)} | ${load.failed} | ${load.p50} | ${load.p99} | ${load.max} | ${JSON.stringify(load.byStatus)} |`,
      );
      for (const restart of restarts)
        console.log(
          `  ${restart.label}: ${restart.signal} at ${(restart.atMs / 1000).toFixed(1)} s, exited ${(restart.exitedAfterMs / 1000).toFixed(1)} s later, answering again ${(restart.backAfterMs / 1000).toFixed(1)} s later`,
        );
      if (load.failures.length > 0) console.log(`  failures: ${load.failures.join('; ')}`);
      check(`0 failed idempotent calls (${signal})`, load.failed === 0, `${load.failed} failed`);
      const retried = (await stack.balancerLog())
        .split('\n')
        .filter((line) => /while connecting to upstream|upstream prematurely closed/.test(line));
      console.log(`  nginx sent calls on to the other replica ${retried.length} times so far`);
    }
  } finally {
    await stack.stop();
  }
  console.log(
    failures === 0
      ? '\nreplica proof: all checks passed'
      : `\nreplica proof: ${failures} checks FAILED`,
  );
  if (failures > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
