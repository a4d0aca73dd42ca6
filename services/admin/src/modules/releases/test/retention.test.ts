import { publishBuild } from './build-fixture';
import { call, registryForTests } from './registry-harness';

const registry = registryForTests();

describe('retention of published builds (issue 28, point 1)', () => {
  it('keeps referenced versions, the 20 newest and those served in 7 days; removes the rest for good', async () => {
    const versions: string[] = [];
    for (let index = 0; index < 24; index += 1) {
      const { version, answer } = await publishBuild(
        registry.baseUrl,
        'mfeAdmin',
        registry.adminToken,
      );
      expect(answer.status).toBe(201);
      versions.push(version);
    }
    const [oldest, second, third, fourth] = versions as [string, string, string, string];
    // The oldest is stable (the first version), the second the canary, the third still served.
    await call(`${registry.baseUrl}/admin/remotes/mfeAdmin/channel`, {
      method: 'PUT',
      token: registry.adminToken,
      body: { stable: oldest, canary: { version: second, percent: 1 }, reason: 'canary' },
    });
    await call(`${registry.baseUrl}/remotes/reports`, {
      method: 'POST',
      body: { reports: [{ remote: 'mfeAdmin', version: third, kind: 'load-ok' }] },
    });
    await registry.app.releaseRegistry.flushReports();

    expect(await registry.app.releaseRegistry.applyRetention()).toEqual([`mfeAdmin/${fourth}`]);
    const fileOf = (version: string) =>
      `${registry.baseUrl}/remotes/mfeAdmin/${version}/remoteEntry.js`;
    expect((await fetch(fileOf(fourth))).status).toBe(404);
    for (const kept of [oldest, second, third, versions[4]!, versions[23]!])
      expect((await fetch(fileOf(kept))).status).toBe(200);

    // The id stays taken: it cannot be registered, filled or released again.
    const overview = await call(`${registry.baseUrl}/admin/remotes/mfeAdmin`, {
      token: registry.adminToken,
    });
    const removed = (
      overview.body.data as { versions: { version: string; removedAt: string | null }[] }
    ).versions.find((version) => version.version === fourth);
    expect(removed?.removedAt).not.toBeNull();
    const again = await publishBuild(registry.baseUrl, 'mfeAdmin', registry.adminToken, {
      version: fourth,
    }).catch((error: Error) => error);
    expect(String(again)).toContain('409');
    const back = await call(`${registry.baseUrl}/admin/remotes/mfeAdmin/channel`, {
      method: 'PUT',
      token: registry.adminToken,
      body: { stable: fourth, reason: 'go back' },
    });
    expect(back.status).toBe(422);
    expect(back.body.errors).toEqual({
      stable: 'This version was removed (retention): publish it again under a new version',
    });
    expect(await registry.app.releaseRegistry.applyRetention()).toEqual([]);
  });
});
