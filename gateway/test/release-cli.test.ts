import { spawn } from 'node:child_process';
import path from 'node:path';
import { publishBuild } from '@drops/admin-service/testing/releases';
import { request, type StackAdmin } from '../testing/stack';
import { stackForTests } from './fixtures';

/**
 * `pnpm release` (issue 28, point 7) against the real stack: a team publishes its remote (the
 * real webpack build), canaries, promotes and rolls back with its release token alone.
 */
jest.setTimeout(180_000);
const stack = stackForTests();
const workspace = path.resolve(__dirname, '../..');
let admin: StackAdmin;
let profileToken: string;

interface Run {
  code: number | null;
  output: string;
}

function release(args: string[], token = profileToken): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--silent', 'release', ...args], {
      cwd: workspace,
      env: { ...process.env, RELEASE_REGISTRY_URL: stack.apiUrl, RELEASE_TOKEN: token },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

const channelOf = async () =>
  ((await request(`${stack.apiUrl}/remotes`)).body.data as Record<string, unknown>).mfeProfile as {
    stable: { version: string };
    canary?: { version: string; percent: number };
  };

beforeAll(async () => {
  admin = await stack.createAdmin();
  const minted = await request(`${stack.apiUrl}/admin/remotes/mfeProfile/tokens`, {
    method: 'POST',
    token: admin.token,
  });
  profileToken = (minted.body.data as { token: string }).token;
});

describe('pnpm release', () => {
  let built: string;

  it('publishes the remote: builds, uploads with a progress line, registers', async () => {
    const run = await release(['publish', 'mfe-profile']);
    expect(run.code).toBe(0);
    const uploaded = /Uploading mfeProfile ([0-9a-f]{12}): (\d+)\/(\d+) files/.exec(run.output);
    expect(uploaded).not.toBeNull();
    built = uploaded![1]!;
    expect(run.output).toContain(
      `Registered mfeProfile ${built}: ${stack.apiUrl}/remotes/mfeProfile/${built}/mf-manifest.json`,
    );
    expect((await channelOf()).stable.version).toBe(built);
    // The same build again is the same version: nothing is uploaded twice.
    const again = await release(['publish', 'mfeProfile', '--no-build']);
    expect(again.code).toBe(0);
    expect(again.output).toContain(`mfeProfile ${built} is registered already (same build).`);
  });

  it('canaries, promotes and rolls back with the release token', async () => {
    const next = await publishBuild(stack.apiUrl, 'mfeProfile', profileToken);
    expect(next.answer.status).toBe(201);

    const canary = await release([
      'canary',
      'mfeProfile',
      next.version,
      '10',
      '--reason',
      'new address form',
    ]);
    expect(canary.code).toBe(0);
    expect(await channelOf()).toMatchObject({
      stable: { version: built },
      canary: { version: next.version, percent: 10 },
    });

    const status = await release(['status']);
    expect(status.output).toContain(`mfeProfile  stable ${built}  canary ${next.version} at 10%`);

    expect((await release(['promote', 'mfeProfile'])).code).toBe(0);
    expect(await channelOf()).toEqual({
      stable: { version: next.version, manifestUrl: next.manifestUrl },
    });

    expect((await release(['rollback', 'mfeProfile'])).code).toBe(0);
    expect((await channelOf()).stable.version).toBe(built);

    const log = await request(
      `${stack.apiUrl}/admin/audit-log?targetId=mfeProfile&action=remote_channel`,
      {
        token: admin.token,
      },
    );
    expect(
      (log.body.data as { reason: string; note: string }[]).map((entry) => [
        entry.reason,
        entry.note,
      ]),
    ).toEqual([
      ['rollback', `roll back to ${built}`],
      ['promote', `promote ${next.version}`],
      ['canary', 'new address form'],
      ['first version', 'A remote’s first version becomes its stable version.'],
    ]);
  });

  it('says why when the registry refuses, and exits non-zero', async () => {
    const other = await release(['promote', 'mfeAdmin', 'abcdefabcdef']);
    expect(other.code).toBe(1);
    expect(other.output).toContain('403: This release token is for another remote');
    const unknown = await release(['canary', 'mfeProfile', 'abcdefabcdef', '10']);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('422: This version is not registered for this remote');
    expect(unknown.output).toContain(
      'canary.version: This version is not registered for this remote',
    );
    expect((await release(['launch'])).code).toBe(2);
  });
});
