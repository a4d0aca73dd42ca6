import { buildFiles, newVersionId, publishBuild } from './build-fixture';
import { call, registryForTests } from './registry-harness';

const registry = registryForTests();
const filesUrl = (remote: string, version: string) =>
  `${registry.baseUrl}/admin/remotes/${remote}/versions/${version}/files`;

describe('publishing a build (issue 28, point 1)', () => {
  it('stores each file once and serves it for a year as immutable', async () => {
    const version = newVersionId();
    const [manifest, chunk] = buildFiles('mfeProfile');
    const first = await call(filesUrl('mfeProfile', version), {
      method: 'PUT',
      token: registry.adminToken,
      body: chunk,
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ path: chunk!.path, stored: true });
    const url = (first.body.data as { url: string }).url;
    expect(url).toBe(`${registry.baseUrl}/remotes/mfeProfile/${version}/${chunk!.path}`);

    // The same bytes again (a publish run twice) are fine; other bytes never replace them.
    const again = await call(filesUrl('mfeProfile', version), {
      method: 'PUT',
      token: registry.adminToken,
      body: chunk,
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ stored: false });
    const other = await call(filesUrl('mfeProfile', version), {
      method: 'PUT',
      token: registry.adminToken,
      body: { path: chunk!.path, data: manifest!.data },
    });
    expect(other.status).toBe(409);
    expect(other.body.error).toBe(
      'This version already holds another file at this path: versions never change',
    );

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await served.text()).toBe('/* a chunk */');
    expect(
      (await fetch(`${registry.baseUrl}/remotes/mfeProfile/${version}/missing.js`)).status,
    ).toBe(404);
  });

  it('refuses paths outside the build and types a build does not hold', async () => {
    for (const path of [
      '../escape.js',
      '/abs.js',
      'a/../../b.js',
      'index.html',
      'x.js.partial',
      '',
    ]) {
      const answer = await call(filesUrl('mfeProfile', newVersionId()), {
        method: 'PUT',
        token: registry.adminToken,
        body: { path, data: 'AAAA' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toHaveProperty('path');
    }
    const notBase64 = await call(filesUrl('mfeProfile', newVersionId()), {
      method: 'PUT',
      token: registry.adminToken,
      body: { path: 'a.js', data: 'not base64!' },
    });
    expect(notBase64.status).toBe(400);
  });

  it('registers a build that passes the gate; its first version becomes stable', async () => {
    const { version, manifestUrl, answer } = await publishBuild(
      registry.baseUrl,
      'mfeDropEditor',
      registry.adminToken,
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Version registered',
      data: {
        version,
        manifestUrl,
        contractVersion: '1.0.0',
        registeredBy: registry.adminEmail,
        removedAt: null,
      },
    });

    const channels = await call(`${registry.baseUrl}/remotes`);
    expect(channels.status).toBe(200);
    expect(channels.headers.get('cache-control')).toBe('public, max-age=5');
    expect(channels.body.data).toMatchObject({
      mfeDropEditor: { stable: { version, manifestUrl } },
    });
    expect((channels.body.data as Record<string, unknown>).mfeAdmin).toBeUndefined();
    const etag = channels.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const unchanged = await fetch(`${registry.baseUrl}/remotes`, {
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.status).toBe(304);

    // Registered twice with the same manifest: answered as it stands; with another: refused.
    const twice = await call(`${registry.baseUrl}/admin/remotes/mfeDropEditor/versions`, {
      method: 'POST',
      token: registry.adminToken,
      body: { version, manifestUrl },
    });
    expect(twice.status).toBe(200);
    const taken = await call(`${registry.baseUrl}/admin/remotes/mfeDropEditor/versions`, {
      method: 'POST',
      token: registry.adminToken,
      body: { version, manifestUrl: manifestUrl.replace('mf-manifest.json', 'other.json') },
    });
    expect(taken.status).toBe(409);
    // A registered version takes no file any more.
    const late = await call(filesUrl('mfeDropEditor', version), {
      method: 'PUT',
      token: registry.adminToken,
      body: { path: 'late.js', data: 'AAAA' },
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('This version is registered: its files never change');
  });

  it('answers 404 for a remote that does not exist and 400 for a malformed version', async () => {
    const unknown = await call(`${registry.baseUrl}/admin/remotes/mfeNope/versions`, {
      method: 'POST',
      token: registry.adminToken,
      body: { version: newVersionId(), manifestUrl: `${registry.baseUrl}/x.json` },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Remote not found');
    const malformed = await call(`${registry.baseUrl}/admin/remotes/mfeProfile/versions`, {
      method: 'POST',
      token: registry.adminToken,
      body: { version: 'v1', manifestUrl: 'ftp://x' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toMatchObject({
      version: expect.stringContaining('12-character content hash'),
      manifestUrl: expect.stringContaining('http(s)'),
    });
  });
});

describe('the compatibility gate (issue 28, point 3)', () => {
  const refusal = async (shape: Parameters<typeof publishBuild>[3]) => {
    const { answer } = await publishBuild(
      registry.baseUrl,
      'mfeSellerDashboard',
      registry.adminToken,
      shape,
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('This build cannot be released: see each problem below');
    return answer.body.errors as Record<string, string>;
  };

  it('refuses a build sharing React 17', async () => {
    const errors = await refusal({
      shared: { react: '^17.0.2', 'react-dom': '^17.0.2', jotai: '^3.0.1' },
    });
    expect(errors['shared.react']).toBe(
      'The build shares react ^17.0.2, but the shell provides react 19.x: rebuild it with react 19.',
    );
    expect(errors['shared.react-dom']).toContain('react-dom 19.x');
    expect(errors['shared.jotai']).toBeUndefined();
  });

  it('refuses a build without ./routes', async () => {
    const errors = await refusal({ exposes: ['./page'] });
    expect(errors).toEqual({
      exposes:
        'The build does not expose "./routes": the shell loads every remote\'s routes from it. Add it to the remote\'s exposes.',
    });
  });

  it('refuses another major of the shell–remote contract, or none', async () => {
    expect((await refusal({ contractVersion: '2.0.0' })).contractVersion).toContain(
      'made for the shell–remote contract 2.0.0; the shell speaks 1.0.0',
    );
    expect((await refusal({ contractVersion: null })).contractVersion).toContain(
      'carries no shell–remote contract version',
    );
  });

  it('refuses a build made under another container name', async () => {
    expect((await refusal({ name: 'mfeProfile' })).name).toContain(
      'Build it with name "mfeSellerDashboard"',
    );
  });

  it('refuses a build whose manifest or entry cannot be fetched', async () => {
    expect((await refusal({ withoutEntry: true })).remoteEntry).toMatch(
      /remote entry at .*remoteEntry\.js answered 404/,
    );
    const nowhere = await call(`${registry.baseUrl}/admin/remotes/mfeSellerDashboard/versions`, {
      method: 'POST',
      token: registry.adminToken,
      body: {
        version: newVersionId(),
        manifestUrl: `${registry.baseUrl}/remotes/mfeSellerDashboard/${'0'.repeat(12)}/mf-manifest.json`,
      },
    });
    expect(nowhere.status).toBe(422);
    expect((nowhere.body.errors as Record<string, string>).manifestUrl).toContain(
      'A build on the storage is registered from its own folder',
    );
    const version = newVersionId();
    const missing = await call(`${registry.baseUrl}/admin/remotes/mfeSellerDashboard/versions`, {
      method: 'POST',
      token: registry.adminToken,
      body: {
        version,
        manifestUrl: `${registry.baseUrl}/remotes/mfeSellerDashboard/${version}/mf-manifest.json`,
      },
    });
    expect((missing.body.errors as Record<string, string>).manifestUrl).toMatch(
      /manifest at .* answered 404/,
    );
  });

  it('fetches only from the storage, never an address elsewhere', async () => {
    const answer = await call(`${registry.baseUrl}/admin/remotes/mfeSellerDashboard/versions`, {
      method: 'POST',
      token: registry.adminToken,
      body: {
        version: newVersionId(),
        manifestUrl: 'http://169.254.169.254/latest/meta-data/mf-manifest.json',
      },
    });
    expect(answer.status).toBe(422);
    expect((answer.body.errors as Record<string, string>).manifestUrl).toContain(
      `The registry reads builds only from ${registry.baseUrl}`,
    );
  });
});
