import { publishBuild } from '@drops/admin-service/testing/releases';
import { developmentTokenSecrets } from '@drops/service-kit';
import { forgeToken, nowSeconds } from '@drops/service-kit/testing';
import { request, type StackAdmin } from '../testing/stack';
import { stackForTests } from './fixtures';

/**
 * Issue 28 through the real gateway: the release registry's routes, the release token's
 * audience at the edge, the browsers' reports under bad input and floods.
 */
const stack = stackForTests();
const shellOrigin = 'http://localhost:3000';
let admin: StackAdmin;
let dashboardToken: string;

beforeAll(async () => {
  admin = await stack.createAdmin();
  const minted = await request(`${stack.apiUrl}/admin/remotes/mfeSellerDashboard/tokens`, {
    method: 'POST',
    token: admin.token,
  });
  expect(minted.status).toBe(201);
  dashboardToken = (minted.body.data as { token: string }).token;
});

describe('the release registry behind the gateway', () => {
  it("publishes with the team's release token and serves the channel and the build to the shell", async () => {
    const { version, manifestUrl, answer } = await publishBuild(
      stack.apiUrl,
      'mfeSellerDashboard',
      dashboardToken,
    );
    expect(answer.status).toBe(201);
    expect(manifestUrl).toBe(
      `${stack.apiUrl}/remotes/mfeSellerDashboard/${version}/mf-manifest.json`,
    );

    const channels = await fetch(`${stack.apiUrl}/remotes`, { headers: { origin: shellOrigin } });
    expect(channels.status).toBe(200);
    expect(channels.headers.get('cache-control')).toBe('public, max-age=5');
    expect(channels.headers.get('access-control-allow-origin')).toBe(shellOrigin);
    expect(await channels.json()).toEqual({
      success: true,
      data: { mfeSellerDashboard: { stable: { version, manifestUrl } } },
    });
    const etag = channels.headers.get('etag')!;
    const again = await fetch(`${stack.apiUrl}/remotes`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    // The build's files load from the shell's origin (script tags, fetch of the manifest).
    const entry = await fetch(manifestUrl.replace('mf-manifest.json', 'remoteEntry.js'), {
      headers: { origin: shellOrigin },
    });
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(entry.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it("refuses the dashboard team's token on another remote (403) and everywhere else (401)", async () => {
    const other = await publishBuild(stack.apiUrl, 'mfeAdmin', admin.token);
    expect(other.answer.status).toBe(201);
    const onAdmin = await request(`${stack.apiUrl}/admin/remotes/mfeAdmin/channel`, {
      method: 'PUT',
      token: dashboardToken,
      body: { stable: other.version, reason: 'not ours' },
    });
    expect(onAdmin.status).toBe(403);
    expect(onAdmin.body.error).toBe('This release token is for another remote');
    const registerOnAdmin = await request(`${stack.apiUrl}/admin/remotes/mfeAdmin/versions`, {
      method: 'POST',
      token: dashboardToken,
      body: { version: other.version, manifestUrl: other.manifestUrl },
    });
    expect(registerOnAdmin.status).toBe(403);

    for (const [method, path] of [
      ['GET', '/admin/sellers'],
      ['GET', '/admin/products'],
      ['GET', '/admin/categories'],
      ['GET', '/admin/audit-log'],
      ['GET', '/admin/remotes'],
      ['POST', '/admin/remotes/mfeSellerDashboard/tokens'],
      ['GET', '/seller/profile'],
      ['GET', '/collections'],
    ] as const) {
      const answer = await request(`${stack.apiUrl}${path}`, { method, token: dashboardToken });
      expect([path, answer.status]).toEqual([path, 401]);
    }
    // A token of the audience signed with another key, or expired, never passes the edge.
    const forged = forgeToken(
      {
        sub: 'mfeSellerDashboard',
        aud: 'drops:release',
        iss: 'drops',
        iat: nowSeconds(),
        exp: nowSeconds() + 60,
      },
      { secret: developmentTokenSecrets.admin },
    );
    const expired = stack.signToken('release', 'mfeSellerDashboard', { expiresInSeconds: -60 });
    for (const token of [forged, expired]) {
      const answer = await request(`${stack.apiUrl}/admin/remotes/mfeSellerDashboard`, { token });
      expect(answer.status).toBe(401);
    }
  });

  it('writes every registration, channel change and token to the audit log', async () => {
    const log = await request(`${stack.apiUrl}/admin/audit-log?targetType=remote&limit=100`, {
      token: admin.token,
    });
    const entries = (
      log.body.data as {
        action: string;
        actorEmail: string;
        targetId: string;
        reason: string | null;
      }[]
    )
      .map(({ action, actorEmail, targetId, reason }) => [action, actorEmail, targetId, reason])
      .reverse();
    expect(entries).toEqual([
      ['remote_token', admin.email, 'mfeSellerDashboard', null],
      ['remote_register', 'release token mfesellerdashboard', 'mfeSellerDashboard', null],
      ['remote_channel', 'release token mfesellerdashboard', 'mfeSellerDashboard', 'first version'],
      ['remote_register', admin.email, 'mfeAdmin', null],
      ['remote_channel', admin.email, 'mfeAdmin', 'first version'],
    ]);
  });
});

describe('POST /api/v1/remotes/reports at the edge', () => {
  const line = { remote: 'mfeProfile', version: 'abcdefabcdef', kind: 'load-ok' };

  it('answers bad input with 400, 413 or 415, never a 5xx', async () => {
    const answers = await Promise.all([
      request(`${stack.apiUrl}/remotes/reports`, { method: 'POST', raw: 'not json' }),
      request(`${stack.apiUrl}/remotes/reports`, { method: 'POST', body: { reports: 'all' } }),
      request(`${stack.apiUrl}/remotes/reports`, {
        method: 'POST',
        body: { reports: [{ ...line, email: 'a@b.c' }] },
      }),
      request(`${stack.apiUrl}/remotes/reports`, {
        method: 'POST',
        body: { reports: [line] },
        headers: { 'content-type': 'text/plain' },
      }),
      request(`${stack.apiUrl}/remotes/reports`, {
        method: 'POST',
        body: {
          reports: Array.from({ length: 200 }, () => ({ ...line, padding: 'x'.repeat(100) })),
        },
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 415, 413]);
    for (const answer of answers) expect(answer.body.success).toBe(false);
    const good = await request(`${stack.apiUrl}/remotes/reports`, {
      method: 'POST',
      body: { reports: [line] },
    });
    expect(good.status).toBe(202);
  });

  it('limits a flood from one address with 429 and Retry-After', async () => {
    const { apiUrl } = await stack.startGateway({
      rateLimits: { remoteReports: { max: 5, windowMs: 60_000 } },
    });
    const statuses: number[] = [];
    for (let index = 0; index < 40; index += 1) {
      const answer = await fetch(`${apiUrl}/remotes/reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reports: [line] }),
      });
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.headers.get('retry-after')).toBeTruthy();
      await answer.body?.cancel();
    }
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    // The channels stay readable meanwhile: their route has no such limit.
    expect((await fetch(`${apiUrl}/remotes`)).status).toBe(200);
  });
});
