import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { localManifest } from './local-manifest';

const bin = path.join(__dirname, '../bin/drops-serve.js');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function start(app: string, files: Record<string, string>, env: NodeJS.ProcessEnv = {}) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  fs.mkdirSync(path.join(directory, 'dist'));
  for (const [name, content] of Object.entries(files))
    fs.writeFileSync(path.join(directory, 'dist', name), content);
  const port = await freePort();
  const portVariable = app === 'shell' ? 'SHELL_PORT' : 'MFE_PROFILE_PORT';
  const child = spawn(process.execPath, [bin, '--app', app], {
    cwd: directory,
    env: { PATH: process.env.PATH, [portVariable]: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  return { child, base: `http://localhost:${port}` };
}

const stop = (child: ChildProcess) =>
  new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));

const manifest = JSON.stringify(localManifest);

describe('drops-serve', () => {
  it('serves the shell: SPA fallback, hashed files cached for a year, the rest revalidated', async () => {
    const { child, base } = await start('shell', {
      'index.html': '<!doctype html><div id="root"></div>',
      'main.js': 'console.log(1)',
      '123.abcdef12.js': 'x'.repeat(5000),
      'remotes.json': manifest,
    });
    try {
      const deepLink = await fetch(`${base}/signup/step2`);
      expect(deepLink.status).toBe(200);
      expect(await deepLink.text()).toContain('id="root"');
      expect(deepLink.headers.get('cache-control')).toBe('no-cache');

      const hashed = await fetch(`${base}/123.abcdef12.js`);
      expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(hashed.headers.get('content-encoding')).toBe('gzip');
      expect((await hashed.text()).length).toBe(5000);

      expect((await fetch(`${base}/main.js`)).headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${base}/missing.js`)).status).toBe(404);
      expect((await fetch(`${base}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(200);
    } finally {
      await stop(child);
    }
  });

  it("serves remotes.json with the environment's overrides and no caching", async () => {
    const { child, base } = await start(
      'shell',
      { 'index.html': '<div id="root"></div>', 'remotes.json': manifest },
      { MFE_PROFILE_URL: 'http://profile.test/remoteEntry.js' },
    );
    try {
      const response = await fetch(`${base}/remotes.json`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const body = (await response.json()) as { remotes: Record<string, string> };
      expect(body.remotes.mfeProfile).toBe('http://profile.test/remoteEntry.js');
      expect(body.remotes.mfeAdmin).toBe('http://localhost:3004/remoteEntry.js');
    } finally {
      await stop(child);
    }
  });

  it("writes the manifest into the shell's page and preloads the release registry (issue 28)", async () => {
    const { child, base } = await start(
      'shell',
      {
        'index.html': '<!doctype html><html><head><title>Drops</title></head><body></body></html>',
        'remotes.json': manifest,
      },
      {
        API_BASE_URL: 'http://api.test/api/v1',
        MFE_PROFILE_URL: 'http://profile.test/e.js?a=1&b="2"',
      },
    );
    try {
      for (const page of ['/', '/index.html', '/dashboard']) {
        const html = await (await fetch(`${base}${page}`)).text();
        expect(html).toContain(
          '<link rel="preload" as="fetch" crossorigin="anonymous" href="http://api.test/api/v1/remotes" />',
        );
        const content = /<meta name="drops-runtime-manifest" content="([^"]*)" \/>/.exec(html)?.[1];
        const decoded = (content ?? '')
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&');
        const inlined = JSON.parse(decoded) as {
          apiBaseUrl: string;
          remotes: Record<string, string>;
        };
        expect(inlined.apiBaseUrl).toBe('http://api.test/api/v1');
        expect(inlined.remotes.mfeProfile).toBe('http://profile.test/e.js?a=1&b="2"');
        expect(html.indexOf('drops-runtime-manifest')).toBeLessThan(html.indexOf('</head>'));
      }
    } finally {
      await stop(child);
    }
  });

  it("preloads the shell's start-up chunks in every page, and on a remote's page its layout's (issue 28)", async () => {
    const { child, base } = await start('shell', {
      'index.html': '<!doctype html><html><head><title>Drops</title></head><body></body></html>',
      'remotes.json': manifest,
      'remote-pages.json': JSON.stringify({
        mfeSellerDashboard: { paths: ['/dashboard'], prefixes: [], except: [], layout: 'seller' },
        mfeAdmin: { paths: [], prefixes: ['/admin/'], except: ['/admin/login'], layout: 'guard' },
      }),
      'startup-chunks.json': JSON.stringify({
        startup: ['bootstrap.1a2b3c4d.js', 'shared-libraries.5e6f7a8b.js'],
        chunkGroups: { seller: ['seller.11111111.js'], guard: ['guard.22222222.js'] },
      }),
    });
    const scripts = async (page: string) =>
      [
        ...(await (await fetch(`${base}${page}`)).text()).matchAll(
          /<link rel="preload" as="script" href="([^"]*)" \/>/g,
        ),
      ].map((match) => match[1]);
    try {
      const startup = ['/bootstrap.1a2b3c4d.js', '/shared-libraries.5e6f7a8b.js'];
      expect(await scripts('/signin')).toEqual(startup);
      expect(await scripts('/admin/login')).toEqual(startup);
      expect((await scripts('/dashboard')).slice(0, 3)).toEqual([
        ...startup,
        '/seller.11111111.js',
      ]);
      expect((await scripts('/admin/sellers')).slice(0, 3)).toEqual([
        ...startup,
        '/guard.22222222.js',
      ]);
    } finally {
      await stop(child);
    }
  });

  it("writes the shell's page script into its page, after the manifest it reads (issue 28)", async () => {
    const { child, base } = await start('shell', {
      'index.html': '<!doctype html><html><head><title>Drops</title></head><body></body></html>',
      'remotes.json': manifest,
      'first-read.js': 'window.firstRead = "</script>";',
    });
    try {
      const html = await (await fetch(`${base}/dashboard`)).text();
      const script = '<script>window.firstRead = "<\\/script>";</script>';
      expect(html).toContain(script);
      expect(html.indexOf('drops-runtime-manifest')).toBeLessThan(html.indexOf(script));
      expect(html.indexOf(script)).toBeLessThan(html.indexOf('</head>'));
    } finally {
      await stop(child);
    }
  });

  it('serves a remote with CORS and no SPA fallback', async () => {
    const { child, base } = await start('profile', { 'remoteEntry.js': 'var mfeProfile;' });
    try {
      const entry = await fetch(`${base}/remoteEntry.js`);
      expect(entry.headers.get('access-control-allow-origin')).toBe('*');
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${base}/edit-profile`)).status).toBe(404);
    } finally {
      await stop(child);
    }
  });

  it("answers Kubernetes' liveness and readiness probes, for the shell and a remote alike", async () => {
    for (const [app, files] of [
      ['shell', { 'index.html': '<html></html>', 'remotes.json': manifest }],
      ['profile', { 'remoteEntry.js': 'var mfeProfile;' }],
    ] as const) {
      const { child, base } = await start(app, files);
      try {
        for (const probe of ['/health/live', '/health/ready']) {
          const response = await fetch(`${base}${probe}`);
          expect({ app, probe, status: response.status }).toEqual({ app, probe, status: 200 });
          expect(await response.json()).toEqual({ status: 'ok', app });
        }
      } finally {
        await stop(child);
      }
    }
  });
});
