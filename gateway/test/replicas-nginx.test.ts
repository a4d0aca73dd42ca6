import {
  callApi,
  createApprovedSeller,
  eventually,
  loadWhileRestarting,
  signInAdmin,
  startReplicaStack,
  type ProofSeller,
  type ReplicaStack,
} from '@drops/stack';

/**
 * The replica proof (issue 19 point 7), shortened for CI: 2 gateways and 2 replicas of each
 * service as processes of their own (production settings), Debian's nginx balancing the gateways
 * and each service's replicas, over one MariaDB database, Redis and s3rver. The full load (60 s
 * at 100 connections) is `pnpm --filter @drops/bench replicas`.
 */
let stack: ReplicaStack;
let adminToken: string;
let seller: ProofSeller;
let sellerToken: string;
const logs: string[] = [];

beforeAll(async () => {
  stack = await startReplicaStack({
    onLine: (label, line) => {
      if (logs.length < 200) logs.push(`[${label}] ${line}`);
    },
  });
  adminToken = await signInAdmin(stack);
  seller = await createApprovedSeller(stack, adminToken);
}, 150_000);

afterAll(async () => {
  await stack?.stop();
}, 60_000);

const [first, second] = ['gateway-1', 'gateway-2'];
const gatewayApi = (label: string) =>
  stack.gatewayApiUrls[
    stack.replicas.filter((r) => r.part === 'gateway').findIndex((r) => r.label === label)
  ]!;

const signIn = (apiUrl: string, password = seller.password) =>
  callApi(`${apiUrl}/seller/login`, { method: 'POST', body: { email: seller.email, password } });

describe('Drops on replicas behind nginx', () => {
  it('refuses the 11th seller sign-in of a minute whichever gateway it reaches', async () => {
    // Ten sign-ins spread over both gateways and nginx: each is let in (the count is in Redis).
    const entries = [gatewayApi(first), gatewayApi(second), stack.apiUrl];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await signIn(entries[attempt % entries.length]!);
      statuses.push(answer.status);
      if (answer.status === 200) sellerToken = (answer.body.data as { token: string }).token;
    }
    expect(statuses).toEqual(Array(10).fill(200));
    // The 11th, on either gateway or through the balancer, right password or not.
    for (const apiUrl of [gatewayApi(first), gatewayApi(second), stack.apiUrl]) {
      const refused = await signIn(apiUrl);
      expect({ apiUrl, status: refused.status }).toEqual({ apiUrl, status: 429 });
    }
  });

  it('runs the API smoke calls through nginx: sign-ins, dashboard list, admin lists and search', async () => {
    await eventually(
      async () =>
        (await callApi(`${stack.apiUrl}/seller/products`, { token: sellerToken })).status === 200,
      { label: 'the approved seller lists its drops' },
    );
    const profile = await callApi(`${stack.apiUrl}/seller/${seller.id}`, { token: sellerToken });
    expect(profile.status).toBe(200);
    for (const path of ['/admin/sellers', '/admin/products', '/admin/products?search=Drop'])
      expect({
        path,
        status: (await callApi(`${stack.apiUrl}${path}`, { token: adminToken })).status,
      }).toEqual({
        path,
        status: 200,
      });
    expect((await callApi(`${stack.apiUrl}/seller/products`)).status).toBe(401);
  });

  it('reads at once through one gateway and service replica what was written through the other', async () => {
    const fullName = `Replica ${Date.now()}`;
    const saved = await callApi(`${gatewayApi(first)}/seller/${seller.id}`, {
      method: 'PUT',
      token: sellerToken,
      body: { fullName },
    });
    expect(saved.status).toBe(200);
    // Both seller replicas behind nginx answer in turn: every read sees the write.
    for (let read = 0; read < 4; read++) {
      const seen = await callApi(`${gatewayApi(second)}/seller/${seller.id}`, {
        token: sellerToken,
      });
      expect((seen.body.data as { fullName?: string }).fullName).toBe(fullName);
    }

    const name = `Drop ${Date.now()}`;
    const created = await callApi(`${gatewayApi(second)}/seller/products`, {
      method: 'POST',
      token: sellerToken,
      body: { name },
    });
    expect(created.status).toBe(201);
    for (let read = 0; read < 4; read++) {
      const list = await callApi(`${gatewayApi(read % 2 ? second : first)}/seller/products`, {
        token: sellerToken,
      });
      expect((list.body.data as { name: string }[]).map((drop) => drop.name)).toContain(name);
    }
  });

  it('fails no idempotent call while one replica of each service and one gateway restart', async () => {
    const targets = [
      { name: 'seller list', url: `${stack.apiUrl}/seller/products`, token: sellerToken },
      {
        name: 'admin search',
        url: `${stack.apiUrl}/admin/products?search=Drop`,
        token: adminToken,
      },
    ];
    const { load, restarts } = await loadWhileRestarting(stack, targets, {
      connections: 20,
      durationMs: 5_000,
      together: true,
    });
    expect(restarts.map((restart) => restart.label).sort()).toEqual([
      'admin-1',
      'catalog-1',
      'gateway-1',
      'seller-1',
    ]);
    // Each stop drains and closes well within the grace (10 s), kept-alive balancer connections
    // included (they held a gateway until the grace ran out while it passed on the services' keep-alive).
    for (const restart of restarts)
      expect({ label: restart.label, closedInTime: restart.exitedAfterMs < 5_000 }).toEqual({
        label: restart.label,
        closedInTime: true,
      });
    expect(load.requests).toBeGreaterThan(100);
    expect({ failed: load.failed, failures: load.failures, logs: load.failed ? logs : [] }).toEqual(
      {
        failed: 0,
        failures: [],
        logs: [],
      },
    );
  }, 90_000);
});
