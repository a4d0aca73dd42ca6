import { newVersionId, publishBuild } from './build-fixture';
import { call, registryForTests } from './registry-harness';

const registry = registryForTests();
const channelUrl = (remote: string) => `${registry.baseUrl}/admin/remotes/${remote}/channel`;

async function threeVersions(remote: string) {
  const versions: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const { version, answer } = await publishBuild(registry.baseUrl, remote, registry.adminToken);
    expect(answer.status).toBe(201);
    versions.push(version);
  }
  return versions as [string, string, string];
}

const putChannel = (remote: string, body: Record<string, unknown>) =>
  call(channelUrl(remote), { method: 'PUT', token: registry.adminToken, body });

const auditOf = async (remote: string) =>
  (
    await registry.database
      .knex('admin_audit_log')
      .where({ target_type: 'remote', target_id: remote })
      .orderBy('seq', 'asc')
  ).map((row: Record<string, unknown>) => ({
    action: row.action,
    actor: row.actor_email,
    reason: row.reason,
    note: row.note,
    after: JSON.parse(String(row.after_values)) as Record<string, unknown>,
  }));

describe('the channel (issue 28, point 2)', () => {
  it('sets a canary, promotes it and rolls back, each audited with its reason', async () => {
    const [first, second, third] = await threeVersions('mfeProfile');

    const canary = await putChannel('mfeProfile', {
      stable: first,
      canary: { version: second, percent: 10 },
      reason: 'Try the new address form on a few visitors',
      version: 1,
    });
    expect(canary.status).toBe(200);
    expect(canary.body).toMatchObject({
      success: true,
      message: 'Channel updated',
      data: {
        stable: { version: first },
        canary: { version: second, percent: 10 },
        version: 2,
        updatedBy: registry.adminEmail,
      },
    });
    const publicChannels = await call(`${registry.baseUrl}/remotes`);
    expect(publicChannels.body.data).toMatchObject({
      mfeProfile: {
        stable: {
          version: first,
          manifestUrl: expect.stringContaining(`/${first}/mf-manifest.json`),
        },
        canary: {
          version: second,
          percent: 10,
          manifestUrl: expect.stringContaining(`/${second}/`),
        },
      },
    });

    const promoted = await putChannel('mfeProfile', {
      stable: second,
      reason: 'Canary looked fine',
      version: 2,
    });
    expect(promoted.body.data).toMatchObject({
      stable: { version: second },
      canary: null,
      version: 3,
    });
    const newer = await putChannel('mfeProfile', { stable: third, reason: 'Straight to everyone' });
    expect(newer.status).toBe(200);
    const back = await putChannel('mfeProfile', {
      stable: first,
      reason: 'Checkout broke in Safari',
    });
    expect(back.body.data).toMatchObject({ stable: { version: first }, version: 5 });

    expect(
      (await auditOf('mfeProfile')).filter((entry) => entry.action === 'remote_channel'),
    ).toEqual([
      expect.objectContaining({ reason: 'first version', after: { stable: first, canary: null } }),
      expect.objectContaining({
        reason: 'canary',
        note: 'Try the new address form on a few visitors',
        actor: registry.adminEmail,
        after: { stable: first, canary: { version: second, percent: 10 } },
      }),
      expect.objectContaining({ reason: 'promote', note: 'Canary looked fine' }),
      expect.objectContaining({ reason: 'promote', note: 'Straight to everyone' }),
      expect.objectContaining({ reason: 'rollback', note: 'Checkout broke in Safari' }),
    ]);
    const registrations = (await auditOf('mfeProfile')).filter(
      (entry) => entry.action === 'remote_register',
    );
    expect(registrations.map((entry) => entry.after.version)).toEqual([first, second, third]);
  });

  it('answers 409 with the current channel when the version sent is stale', async () => {
    const [first, second, third] = await threeVersions('mfeAdmin');
    const meanwhile = await putChannel('mfeAdmin', {
      stable: third,
      reason: 'someone else',
      version: 1,
    });
    expect(meanwhile.status).toBe(200);
    const stale = await putChannel('mfeAdmin', {
      stable: first,
      canary: { version: second, percent: 5 },
      reason: 'decided on an old page',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      success: false,
      error: 'The channel changed since you loaded it',
      code: 'VERSION_CONFLICT',
      current: { stable: { version: third }, canary: null, version: 2 },
    });
  });

  it('refuses unknown versions, a canary equal to stable, and a change without a reason', async () => {
    const [first] = await threeVersions('mfeDropEditor');
    const unknown = await putChannel('mfeDropEditor', { stable: newVersionId(), reason: 'x' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      stable: 'This version is not registered for this remote',
    });
    const same = await putChannel('mfeDropEditor', {
      stable: first,
      canary: { version: first, percent: 10 },
      reason: 'x',
    });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({
      'canary.version': 'The canary must be another version than stable',
    });
    const noReason = await putChannel('mfeDropEditor', { stable: first, reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ reason: 'Say why (a reason is required)' });
    const percent = await putChannel('mfeDropEditor', {
      stable: first,
      canary: { version: first, percent: 100 },
      reason: 'x',
    });
    expect(percent.status).toBe(400);
    expect(percent.body.errors).toEqual({
      'canary.percent': 'The canary percent is a whole number from 1 to 99',
    });
  });

  it('lists each remote with its versions newest first, who registered them, and the last hour', async () => {
    const overview = await call(`${registry.baseUrl}/admin/remotes`, {
      token: registry.adminToken,
    });
    expect(overview.status).toBe(200);
    const remotes = overview.body.data as {
      name: string;
      versions: { registeredAt: string; registeredBy: string; lastHour: unknown }[];
    }[];
    expect(remotes.map((remote) => remote.name)).toEqual([
      'mfeSellerDashboard',
      'mfeDropEditor',
      'mfeProfile',
      'mfeAdmin',
    ]);
    const profile = remotes.find((remote) => remote.name === 'mfeProfile')!;
    expect(profile.versions).toHaveLength(3);
    const times = profile.versions.map((version) => version.registeredAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(profile.versions[0]).toMatchObject({
      registeredBy: registry.adminEmail,
      lastHour: { loads: 0, failures: 0 },
    });
  });
});
