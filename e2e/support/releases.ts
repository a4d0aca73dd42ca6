import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { adminApiToken } from './admin';
import { callApi } from './api';
import { artifactsRoot, workspaceRoot } from './environment';

/**
 * Releases of a remote for the release specs (issue 28): variants of its production build made
 * by copying it and changing bytes (no rebuild), published through the registry's API with the
 * remote's release token, as a team's pipeline does.
 */

interface RemoteRelease {
  channel: { stable: { version: string } | null; canary: { version: string } | null };
  versions: { version: string; manifestUrl: string }[];
}

/** A release token of the remote, minted by the administrator (shown once). */
export async function releaseToken(remote: string): Promise<string> {
  const admin = await adminApiToken();
  const minted = await callApi<{ data: { token: string } }>(
    'POST',
    `/admin/remotes/${remote}/tokens`,
    undefined,
    admin,
  );
  return minted.data.token;
}

/**
 * A copy of the remote's build with `change` applied to each file's text, in its own folder
 * (`artifacts/e2e/releases/<label>`).
 */
export function variantOf(
  directory: string,
  label: string,
  change: (file: string, text: string) => string,
): string {
  const target = path.join(artifactsRoot, 'releases', label);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(workspaceRoot, directory, 'dist'), target, { recursive: true });
  for (const name of fs.readdirSync(target)) {
    const file = path.join(target, name);
    if (!/\.(js|json)$/.test(name)) continue;
    fs.writeFileSync(file, change(name, fs.readFileSync(file, 'utf8')));
  }
  return target;
}

/** The build's version as the CLI makes it: a hash over each file's path and content. */
function versionOf(folder: string): { version: string; files: string[] } {
  const files = fs
    .readdirSync(folder)
    .filter((name) => /\.(js|json|css)$/.test(name))
    .sort();
  const whole = createHash('sha256');
  for (const name of files) {
    whole.update(name).update('\0');
    const bytes = fs.readFileSync(path.join(folder, name));
    whole.update(createHash('sha256').update(bytes).digest('hex')).update('\n');
  }
  return { version: whole.digest('hex').slice(0, 12), files };
}

export async function releaseOf(remote: string, token: string): Promise<RemoteRelease> {
  return (
    await callApi<{ data: RemoteRelease }>('GET', `/admin/remotes/${remote}`, undefined, token)
  ).data;
}

/** Uploads and registers a build (nothing when registered already); its version id. */
export async function publishBuild(remote: string, folder: string, token: string): Promise<string> {
  const { version, files } = versionOf(folder);
  const known = (await releaseOf(remote, token)).versions.some((item) => item.version === version);
  if (known) return version;
  let manifestUrl = '';
  for (const name of files) {
    const stored = await callApi<{ data: { url: string } }>(
      'PUT',
      `/admin/remotes/${remote}/versions/${version}/files`,
      { path: name, data: fs.readFileSync(path.join(folder, name)).toString('base64') },
      token,
    );
    if (name === 'mf-manifest.json') manifestUrl = stored.data.url;
  }
  await callApi('POST', `/admin/remotes/${remote}/versions`, { version, manifestUrl }, token);
  return version;
}

/** Sets the remote's channel: `pnpm release promote|canary|rollback` do the same call. */
export async function setChannel(
  remote: string,
  token: string,
  channel: { stable: string; canary?: { version: string; percent: number } },
  reason: string,
): Promise<void> {
  await callApi('PUT', `/admin/remotes/${remote}/channel`, { ...channel, reason }, token);
}

/** `GET /remotes` as a browser reads it. */
export async function publicChannels(): Promise<
  Record<string, { stable: { version: string }; canary?: { version: string; percent: number } }>
> {
  return (await callApi<{ data: never }>('GET', '/remotes')).data;
}
