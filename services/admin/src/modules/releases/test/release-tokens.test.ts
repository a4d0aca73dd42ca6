import { publishBuild } from './build-fixture';
import { call, registryForTests } from './registry-harness';

const registry = registryForTests();

async function mint(remote: string) {
  const answer = await call(`${registry.baseUrl}/admin/remotes/${remote}/tokens`, {
    method: 'POST',
    token: registry.adminToken,
  });
  expect(answer.status).toBe(201);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return answer;
}

describe('release tokens (issue 28, point 2)', () => {
  it('are shown once, of audience drops:release, subject the remote', async () => {
    const answer = await mint('mfeSellerDashboard');
    const data = answer.body.data as { token: string; remote: string; audience: string };
    expect(answer.body.message).toBe('Release token created. Copy it now: it is not shown again.');
    expect(data).toMatchObject({
      remote: 'mfeSellerDashboard',
      audience: 'drops:release',
      replacedPrevious: false,
    });
    const claims = JSON.parse(
      Buffer.from(data.token.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({ aud: 'drops:release', sub: 'mfeSellerDashboard', iss: 'drops' });
    // Only a hash is kept.
    const stored = await registry.database
      .knex('remote_release_tokens')
      .where({ remote: 'mfeSellerDashboard' })
      .first();
    expect(JSON.stringify(stored)).not.toContain(data.token);
    const overview = await call(`${registry.baseUrl}/admin/remotes/mfeSellerDashboard`, {
      token: registry.adminToken,
    });
    expect(JSON.stringify(overview.body)).not.toContain(data.token);
    expect(overview.body.data).toMatchObject({ token: { createdBy: registry.adminEmail } });
  });

  it("let the dashboard team's pipeline release its remote, and nothing else", async () => {
    const token = ((await mint('mfeSellerDashboard')).body.data as { token: string }).token;
    const own = await publishBuild(registry.baseUrl, 'mfeSellerDashboard', token);
    expect(own.answer.status).toBe(201);
    expect(own.answer.body.data).toMatchObject({
      registeredBy: 'release token mfeSellerDashboard',
    });
    const second = await publishBuild(registry.baseUrl, 'mfeSellerDashboard', token);
    const canary = await call(`${registry.baseUrl}/admin/remotes/mfeSellerDashboard/channel`, {
      method: 'PUT',
      token,
      body: {
        stable: own.version,
        canary: { version: second.version, percent: 10 },
        reason: 'pipeline canary',
      },
    });
    expect(canary.status).toBe(200);
    expect(canary.body.data).toMatchObject({ updatedBy: 'release token mfeSellerDashboard' });
    expect(
      (await call(`${registry.baseUrl}/admin/remotes/mfeSellerDashboard`, { token })).status,
    ).toBe(200);

    // Another remote: 403, whatever the route of the pipeline.
    const admin = await publishBuild(registry.baseUrl, 'mfeAdmin', registry.adminToken);
    const forbidden = [
      call(`${registry.baseUrl}/admin/remotes/mfeAdmin/versions`, {
        method: 'POST',
        token,
        body: { version: admin.version, manifestUrl: admin.manifestUrl },
      }),
      call(`${registry.baseUrl}/admin/remotes/mfeAdmin/channel`, {
        method: 'PUT',
        token,
        body: { stable: admin.version, reason: 'not mine' },
      }),
      call(`${registry.baseUrl}/admin/remotes/mfeAdmin/versions/${admin.version}/files`, {
        method: 'PUT',
        token,
        body: { path: 'x.js', data: 'AAAA' },
      }),
      call(`${registry.baseUrl}/admin/remotes/mfeAdmin`, { token }),
    ];
    for (const answer of await Promise.all(forbidden)) {
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe('This release token is for another remote');
    }
    // Every other administrator route: 401, as without a token.
    const elsewhere = [
      call(`${registry.baseUrl}/admin/remotes`, { token }),
      call(`${registry.baseUrl}/admin/remotes/mfeSellerDashboard/tokens`, {
        method: 'POST',
        token,
      }),
      call(`${registry.baseUrl}/admin/categories`, { token }),
      call(`${registry.baseUrl}/admin/audit-log`, { token }),
      call(`${registry.baseUrl}/admin/sellers`, { token }),
    ];
    for (const answer of await Promise.all(elsewhere)) {
      expect(answer.status).toBe(401);
      expect(answer.body.error).toBe('Access denied. Admin permissions required.');
    }
  });

  it('are revoked by the next one minted for the remote', async () => {
    const old = ((await mint('mfeProfile')).body.data as { token: string }).token;
    const next = await mint('mfeProfile');
    expect(next.body.data).toMatchObject({ replacedPrevious: true });
    const refused = await call(`${registry.baseUrl}/admin/remotes/mfeProfile`, { token: old });
    expect(refused.status).toBe(401);
    const fresh = (next.body.data as { token: string }).token;
    expect(
      (await call(`${registry.baseUrl}/admin/remotes/mfeProfile`, { token: fresh })).status,
    ).toBe(200);
  });

  it('are audited: minted by whom, and what each token did', async () => {
    const rows = (await registry.database
      .knex('admin_audit_log')
      .where({ target_type: 'remote' })
      .orderBy('seq', 'asc')) as Record<string, unknown>[];
    const tokens = rows.filter((row) => row.action === 'remote_token');
    expect(tokens.map((row) => [row.target_id, row.actor_email])).toEqual([
      ['mfeSellerDashboard', registry.adminEmail],
      ['mfeSellerDashboard', registry.adminEmail],
      ['mfeProfile', registry.adminEmail],
      ['mfeProfile', registry.adminEmail],
    ]);
    expect(tokens.at(-1)!.note).toBe('The previous release token of this remote is revoked.');
    const byPipeline = rows.filter((row) => row.actor_email === 'release token mfesellerdashboard');
    expect(byPipeline.map((row) => [row.action, row.reason])).toEqual([
      ['remote_register', null],
      ['remote_channel', 'first version'],
      ['remote_register', null],
      ['remote_channel', 'canary'],
    ]);
  });
});
