import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { request } from '../testing/stack';
import { stackForTests } from './fixtures';

/**
 * `npm start` publishes the remotes' local builds as their first versions (issue 28, point 8),
 * with the code of `pnpm release publish`, signed in as the local administrator.
 */
jest.setTimeout(180_000);
const stack = stackForTests();
const workspace = path.resolve(__dirname, '../..');

type PublishLocalBuilds = (options: {
  registryUrl: string;
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  remotes?: string[];
}) => Promise<string[]>;
let publishLocalBuilds: PublishLocalBuilds;

beforeAll(async () => {
  // Loaded by path: the scripts are typed with the browser's lib (the api-client's uploads),
  // which the gateway's own type check does not take.
  const script = path.join(workspace, 'scripts/release/publish-local.ts');
  ({ publishLocalBuilds } = (await import(script)) as { publishLocalBuilds: PublishLocalBuilds });
  // The build npm start has just made (made here when this checkout has none yet).
  if (!fs.existsSync(path.join(workspace, 'mfe-profile/dist/mf-manifest.json'))) {
    const build = spawnSync('pnpm', ['--filter', './mfe-profile', 'build'], {
      cwd: workspace,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error('building mfe-profile failed');
  }
});

it("publishes a remote's local build as its stable version; a restart registers nothing new", async () => {
  const admin = await stack.createAdmin();
  const env = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
  const lines: string[] = [];
  const published = await publishLocalBuilds({
    registryUrl: stack.apiUrl,
    env,
    out: (line) => lines.push(line),
    remotes: ['mfeProfile'],
  });
  expect(published).toEqual(['mfeProfile']);
  const registered = lines.map((line) => /^Registered mfeProfile ([0-9a-f]{12}): /.exec(line));
  const version = registered.find(Boolean)?.[1];
  expect(version).toBeDefined();
  const channels = (await request(`${stack.apiUrl}/remotes`)).body.data as Record<
    string,
    { stable: { version: string; manifestUrl: string } }
  >;
  expect(channels.mfeProfile?.stable.version).toBe(version);
  // The shell's entry for it is the version's manifest, served by the registry itself.
  const manifest = await request(channels.mfeProfile!.stable.manifestUrl);
  expect(manifest.status).toBe(200);

  const again: string[] = [];
  await publishLocalBuilds({
    registryUrl: stack.apiUrl,
    env,
    out: (line) => again.push(line),
    remotes: ['mfeProfile'],
  });
  expect(again).toContain(`mfeProfile ${version} is registered already (same build).`);
});

it('fails as a whole without the administrator (npm start then keeps remotes.json)', async () => {
  const lines: string[] = [];
  const published = await publishLocalBuilds({
    registryUrl: stack.apiUrl,
    env: { ADMIN_EMAIL: 'nobody@drops.test', ADMIN_PASSWORD: 'not-the-password-1' },
    out: (line) => lines.push(line),
    remotes: ['mfeProfile'],
  }).catch((error: unknown) => error);
  // Without the administrator's sign-in nothing is published; start-all says so and goes on.
  expect(published).toBeInstanceOf(Error);
  expect(lines).toEqual([]);
});
