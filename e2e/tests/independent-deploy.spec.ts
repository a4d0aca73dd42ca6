import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { newSellerAccount, registerSeller } from '../support/api';
import { artifactsRoot, deployRoot, workspaceRoot } from '../support/environment';
import { signInThroughScreen } from '../support/flows';
import { saveScreen } from '../support/screens';

const seller = newSellerAccount('deploy');
const profileDeploy = path.join(deployRoot, 'mfe-profile/dist');
const shellDeploy = path.join(deployRoot, 'shell/dist');
const variantRoot = path.join(artifactsRoot, 'variant/mfe-profile');
const changedLabel = 'Main Information · release 2';

/** Every file of a folder with its content hash: to prove the shell was not touched. */
function fingerprint(folder: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of fs.readdirSync(folder).sort()) {
    const file = path.join(folder, name);
    result[name] =
      `${fs.statSync(file).mtimeMs}:${createHash('sha256').update(fs.readFileSync(file)).digest('hex')}`;
  }
  return result;
}

/**
 * A second release of the profile remote with a visible change: a copy of its sources (using the
 * workspace's installed packages) built on its own, like that team's pipeline would.
 */
function buildVariant(): string {
  fs.rmSync(variantRoot, { recursive: true, force: true });
  const source = path.join(workspaceRoot, 'mfe-profile');
  fs.mkdirSync(variantRoot, { recursive: true });
  for (const entry of ['src', 'webpack.config.js', 'package.json', 'tsconfig.json']) {
    fs.cpSync(path.join(source, entry), path.join(variantRoot, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(source, 'node_modules'), path.join(variantRoot, 'node_modules'));
  const messages = path.join(variantRoot, 'src/messages.ts');
  const original = fs.readFileSync(messages, 'utf8');
  const changed = original.replace(
    "mainInformation: 'Main Information'",
    `mainInformation: '${changedLabel}'`,
  );
  if (changed === original) throw new Error('the visible change was not applied');
  fs.writeFileSync(messages, changed);
  execFileSync(path.join(source, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
    cwd: variantRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return path.join(variantRoot, 'dist');
}

function deployProfile(from: string) {
  // Like a real deploy: the new files land first, the entry last.
  const staging = `${profileDeploy}.next`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(from, staging, { recursive: true });
  fs.rmSync(profileDeploy, { recursive: true, force: true });
  fs.renameSync(staging, profileDeploy);
}

test.beforeAll(() => registerSeller(seller));
test.afterAll(() => deployProfile(path.join(workspaceRoot, 'mfe-profile/dist')));

test('one remote is rebuilt and redeployed alone; the shell shows it on reload, untouched', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);

  await signInThroughScreen(page, seller);
  await page.goto('/edit-profile');
  await expect(page.getByRole('heading', { name: 'Main Information', exact: true })).toBeVisible();
  const shellBefore = fingerprint(shellDeploy);
  const entryBefore = fs.readFileSync(path.join(profileDeploy, 'remoteEntry.js'), 'utf8');

  deployProfile(buildVariant());
  expect(fs.readFileSync(path.join(profileDeploy, 'remoteEntry.js'), 'utf8')).not.toBe(entryBefore);

  await page.reload();
  await expect(page.getByRole('heading', { name: changedLabel })).toBeVisible();
  expect(fingerprint(shellDeploy)).toEqual(shellBefore);
  await saveScreen(page, testInfo, 'edit-profile-release-2');

  // The other areas are the same as before.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${seller.username}` })).toBeVisible();
});

test("the shell's build names no remote: their locations come from remotes.json", async ({
  request,
}) => {
  const manifest = (await (await request.get('/remotes.json')).json()) as {
    remotes: Record<string, string>;
  };
  const locations = Object.values(manifest.remotes).map((entry) => new URL(entry).host);
  expect(locations).toHaveLength(4);
  for (const file of fs.readdirSync(shellDeploy).filter((name) => name.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(shellDeploy, file), 'utf8');
    for (const host of locations)
      expect(code.includes(host), `${file} mentions ${host}`).toBe(false);
  }
});
