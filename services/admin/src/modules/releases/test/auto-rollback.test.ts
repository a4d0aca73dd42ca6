import { publishBuild } from './build-fixture';
import { call, registryForTests } from './registry-harness';

// The registry's own jobs run here (flush every 100 ms, canaries checked every 300 ms).
const registry = registryForTests({
  timings: { reportFlushMs: 100, canaryCheckMs: 300, channelPollMs: 200 },
});

/** Report lines for `ok` good and `failed` failed loads (a line stands for at most 100). */
const tally = (remote: string, version: string, ok: number, failed: number) =>
  [
    ['load-ok', ok],
    ['evaluate-failed', failed],
  ].flatMap(([kind, total]) =>
    Array.from({ length: Math.ceil(Number(total) / 100) }, (_, index) => ({
      remote,
      version,
      kind,
      count: Math.min(100, Number(total) - index * 100),
    })),
  );
const send = (reports: unknown[]) =>
  call(`${registry.baseUrl}/remotes/reports`, { method: 'POST', body: { reports } });

async function withCanary(remote: string) {
  const stable = await publishBuild(registry.baseUrl, remote, registry.adminToken);
  const canary = await publishBuild(registry.baseUrl, remote, registry.adminToken);
  const set = await call(`${registry.baseUrl}/admin/remotes/${remote}/channel`, {
    method: 'PUT',
    token: registry.adminToken,
    body: {
      stable: stable.version,
      canary: { version: canary.version, percent: 10 },
      reason: 'canary',
    },
  });
  expect(set.status).toBe(200);
  return { stable: stable.version, canary: canary.version };
}

const canaryOf = async (remote: string) =>
  ((await call(`${registry.baseUrl}/remotes`)).body.data as Record<string, { canary?: unknown }>)[
    remote
  ]?.canary;

const waitFor = async (condition: () => Promise<boolean>, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
};

describe('automatic rollback of a failing canary (issue 28, point 5)', () => {
  it('takes out a canary failing over 2% and twice stable with 50 loads, audited with the rates', async () => {
    const { stable, canary } = await withCanary('mfeSellerDashboard');
    // 10% of 50 canary loads fail; 0.5% of stable's.
    const sent = await send([
      ...tally('mfeSellerDashboard', canary, 45, 5),
      ...tally('mfeSellerDashboard', stable, 199, 1),
    ]);
    expect(sent.status).toBe(202);
    const started = Date.now();
    expect(
      await waitFor(async () => (await canaryOf('mfeSellerDashboard')) === undefined, 10_000),
    ).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    const channel = (await call(`${registry.baseUrl}/remotes`)).body.data as Record<
      string,
      unknown
    >;
    expect(channel.mfeSellerDashboard).toMatchObject({ stable: { version: stable } });

    const entry = (await registry.database
      .knex('admin_audit_log')
      .where({ target_id: 'mfeSellerDashboard', reason: 'automatic rollback' })
      .first()) as Record<string, unknown>;
    expect(entry).toMatchObject({ action: 'remote_channel', actor_email: 'release registry' });
    expect(entry.note).toBe(
      `Canary ${canary} failed 5 of 50 loads (10.0%); stable ${stable} 1 of 200 (0.5%) over the last 5 minutes.`,
    );
    expect(JSON.parse(String(entry.after_values))).toMatchObject({
      stable,
      canary: null,
      withdrawnCanary: canary,
      canaryLoads: 50,
      canaryFailureRate: 0.1,
      stableFailureRate: 0.005,
    });
  });

  it('keeps a canary under 50 loads, or failing no more than twice stable', async () => {
    const few = await withCanary('mfeProfile');
    await send(tally('mfeProfile', few.canary, 40, 9));
    const same = await withCanary('mfeDropEditor');
    await send([
      ...tally('mfeDropEditor', same.canary, 90, 10),
      ...tally('mfeDropEditor', same.stable, 180, 20),
    ]);
    // Past several of the registry's own flushes and checks: both stay.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await registry.app.releaseRegistry.checkCanaries()).toEqual([]);
    expect(await canaryOf('mfeProfile')).toMatchObject({ version: few.canary });
    expect(await canaryOf('mfeDropEditor')).toMatchObject({ version: same.canary });
    // Ten more failed loads of the first: past 50 loads and 2%: out, by the registry's own check
    // (asking here could come before its flush, or after its check took the canary out).
    await send(tally('mfeProfile', few.canary, 0, 10));
    expect(await waitFor(async () => (await canaryOf('mfeProfile')) === undefined, 10_000)).toBe(
      true,
    );
    expect(await canaryOf('mfeDropEditor')).toMatchObject({ version: same.canary });
  });
});
