import { publishBuild } from './build-fixture';
import { call, registryForTests } from './registry-harness';

const registry = registryForTests();
const reportsUrl = () => `${registry.baseUrl}/remotes/reports`;
const report = (body: unknown, headers?: Record<string, string>) =>
  call(reportsUrl(), { method: 'POST', body, headers });

describe('POST /remotes/reports (issue 28, point 5)', () => {
  it('counts the lines of kept versions, ignores the rest, and keeps nothing personal', async () => {
    const { version } = await publishBuild(registry.baseUrl, 'mfeProfile', registry.adminToken);
    const answer = await report({
      reports: [
        { remote: 'mfeProfile', version, kind: 'load-ok', count: 10 },
        { remote: 'mfeProfile', version, kind: 'chunk-failed' },
        { remote: 'mfeProfile', version: 'abcdefabcdef', kind: 'load-ok' },
      ],
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ success: true, message: 'Reports accepted', accepted: 2 });
    await registry.app.releaseRegistry.flushReports();
    const rows = (await registry.database.knex('remote_load_counts').select('*')) as Record<
      string,
      unknown
    >[];
    expect(rows.map((row) => [row.version, row.kind, Number(row.count)]).sort()).toEqual([
      [version, 'chunk-failed', 1],
      [version, 'load-ok', 10],
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'kind', 'minute', 'remote', 'version']);
    const overview = await call(`${registry.baseUrl}/admin/remotes/mfeProfile`, {
      token: registry.adminToken,
    });
    expect((overview.body.data as { versions: unknown[] }).versions[0]).toMatchObject({
      version,
      lastHour: { loads: 11, failures: 1 },
    });
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const line = { remote: 'mfeProfile', version: 'abcdefabcdef', kind: 'load-ok' };
    const bad: [unknown, string][] = [
      [{}, 'reports'],
      [{ reports: [] }, 'reports'],
      [{ reports: Array.from({ length: 51 }, () => line) }, 'reports'],
      [{ reports: [{ ...line, kind: 'exploded' }] }, 'reports.0.kind'],
      [{ reports: [{ ...line, remote: 'shell' }] }, 'reports.0.remote'],
      [{ reports: [{ ...line, version: '../../etc' }] }, 'reports.0.version'],
      [{ reports: [{ ...line, count: 0 }] }, 'reports.0.count'],
      [{ reports: [{ ...line, count: 1000 }] }, 'reports.0.count'],
      // Nothing else travels: no visitor id, address or user agent.
      [{ reports: [{ ...line, visitorId: 'v-123' }] }, 'reports.0.visitorId'],
      [{ reports: [line], url: 'https://drops.example/orders/42' }, 'url'],
      [[line], ''],
    ];
    for (const [body, field] of bad) {
      const answer = await report(body);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      if (field) expect(Object.keys(answer.body.errors as object)).toContain(field);
    }
    const notJson = await fetch(reportsUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"reports": [',
    });
    expect(notJson.status).toBe(400);
    const huge = await fetch(reportsUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reports: [line], padding: 'x'.repeat(20_000) }),
    });
    expect(huge.status).toBe(413);
  });
});
