import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  getRemoteChannels,
  getRemoteRelease,
  listRemoteReleases,
  registerRemoteVersion,
  setRemoteChannel,
  uploadRemoteFile,
  type ApiClient,
} from '../../packages/api-client/src';
import type { RemoteRelease, SetChannelBody } from '../../packages/contracts/src';
import { readBuild, versionOf } from './build-version';
import { releaseTokenRemote, type ReleaseSettings } from './release-config';
import { remoteNamed, workspaceRoot } from './remotes';

export interface CommandContext {
  client: ApiClient;
  settings: ReleaseSettings;
  reason: string | undefined;
  flags: Set<string>;
  out: (line: string) => void;
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

async function releaseOf(context: CommandContext, remote: string): Promise<RemoteRelease> {
  return (await getRemoteRelease(context.client, remote)).data;
}

async function changeChannel(
  context: CommandContext,
  release: RemoteRelease,
  next: Omit<SetChannelBody, 'reason' | 'version'>,
  defaultReason: string,
) {
  const saved = await setRemoteChannel(context.client, release.name, {
    ...next,
    reason: context.reason ?? defaultReason,
    version: release.channel.version,
  });
  const { stable, canary } = saved.data;
  context.out(
    `${release.name}: stable ${stable?.version ?? '-'}` +
      (canary ? `, canary ${canary.version} at ${canary.percent}%` : ', no canary'),
  );
}

/** `publish <remote>`: build, upload every file (a progress line), register; locally, make it stable. */
export async function publish(context: CommandContext, given: string) {
  const remote = remoteNamed(given);
  if (!context.flags.has('--no-build')) {
    context.out(`Building ${remote.directory}...`);
    const build = spawnSync('pnpm', ['--filter', `./${remote.directory}`, 'build'], {
      cwd: workspaceRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`The build of ${remote.directory} failed`);
  }
  const { files, skipped } = await readBuild(path.join(workspaceRoot, remote.directory, 'dist'));
  if (!files.some((file) => file.path === 'mf-manifest.json'))
    throw new Error(`${remote.directory}/dist holds no mf-manifest.json: build the remote first`);
  if (skipped.length > 0)
    context.out(`Not published (not a build file type): ${skipped.join(', ')}`);
  const version = versionOf(files);
  const known = (await releaseOf(context, remote.name)).versions.find(
    (item) => item.version === version,
  );
  let manifestUrl = known?.manifestUrl;
  if (known) context.out(`${remote.name} ${version} is registered already (same build).`);
  else {
    const total = files.reduce((sum, file) => sum + file.bytes.length, 0);
    let sent = 0;
    for (const [index, file] of files.entries()) {
      const stored = await uploadRemoteFile(context.client, remote.name, version, {
        path: file.path,
        data: file.bytes.toString('base64'),
      });
      if (file.path === 'mf-manifest.json') manifestUrl = stored.data.url;
      sent += file.bytes.length;
      process.stdout.write(
        `\rUploading ${remote.name} ${version}: ${index + 1}/${files.length} files, ${kilobytes(sent)} of ${kilobytes(total)}`,
      );
    }
    process.stdout.write('\n');
    const registered = await registerRemoteVersion(context.client, remote.name, {
      version,
      manifestUrl: manifestUrl!,
    });
    context.out(`Registered ${remote.name} ${version}: ${registered.data.manifestUrl}`);
  }
  const promote =
    context.flags.has('--promote') ||
    (context.settings.local && !context.flags.has('--no-promote'));
  const release = await releaseOf(context, remote.name);
  if (promote && release.channel.stable?.version !== version)
    await changeChannel(
      context,
      release,
      { stable: version },
      `pnpm release publish ${remote.name}`,
    );
  else
    context.out(
      `${remote.name}: stable ${release.channel.stable?.version ?? '-'} (${version} published)`,
    );
}

/** `canary <remote> <version> <percent>`: shows the version to that share of visitors. */
export async function canary(
  context: CommandContext,
  given: string,
  version: string,
  percent: string,
) {
  const release = await releaseOf(context, remoteNamed(given).name);
  const stable = release.channel.stable?.version;
  if (!stable) throw new Error(`${release.name} has no stable version yet: promote one first`);
  await changeChannel(
    context,
    release,
    { stable, canary: { version, percent: Number(percent) } },
    `canary ${version} at ${percent}%`,
  );
}

/** `promote <remote> [<version>]`: the canary (or the version named) becomes stable. */
export async function promote(context: CommandContext, given: string, version?: string) {
  const release = await releaseOf(context, remoteNamed(given).name);
  const next = version ?? release.channel.canary?.version;
  if (!next) throw new Error(`${release.name} has no canary: name the version to promote`);
  await changeChannel(context, release, { stable: next }, `promote ${next}`);
}

/**
 * `rollback <remote> [<version>]`: back to the version named; without one, the canary is
 * withdrawn, or (no canary) stable goes back to the newest kept version registered before it.
 */
export async function rollback(context: CommandContext, given: string, version?: string) {
  const release = await releaseOf(context, remoteNamed(given).name);
  const stable = release.channel.stable?.version;
  if (!stable) throw new Error(`${release.name} has no stable version`);
  if (version)
    return changeChannel(context, release, { stable: version }, `roll back to ${version}`);
  if (release.channel.canary)
    return changeChannel(
      context,
      release,
      { stable },
      `withdraw canary ${release.channel.canary.version}`,
    );
  const current = release.versions.findIndex((item) => item.version === stable);
  const previous = release.versions.slice(current + 1).find((item) => item.removedAt === null);
  if (current < 0 || !previous)
    throw new Error(`${release.name} has no earlier version to roll back to`);
  return changeChannel(
    context,
    release,
    { stable: previous.version },
    `roll back to ${previous.version}`,
  );
}

function describe(release: RemoteRelease): string[] {
  const { stable, canary: canaryChannel } = release.channel;
  const lines = [
    `${release.name}  stable ${stable?.version ?? '-'}` +
      (canaryChannel ? `  canary ${canaryChannel.version} at ${canaryChannel.percent}%` : ''),
  ];
  for (const version of release.versions.slice(0, 10)) {
    const { loads, failures } = version.lastHour;
    lines.push(
      `  ${version.version}  ${version.registeredAt}  ${version.registeredBy}` +
        `  last hour: ${loads} loads, ${failures} failed${version.removedAt ? '  (removed)' : ''}`,
    );
  }
  return lines;
}

/** `status`: every remote's channel (public), and the history the token may read. */
export async function status(context: CommandContext) {
  const own = releaseTokenRemote(context.settings.token);
  const releases = own
    ? [(await getRemoteRelease(context.client, own)).data]
    : (await listRemoteReleases(context.client)).data;
  if (own) {
    const channels = (await getRemoteChannels(context.client)).data;
    for (const [name, channel] of Object.entries(channels))
      if (name !== own)
        context.out(
          `${name}  stable ${channel.stable.version}${channel.canary ? `  canary ${channel.canary.version} at ${channel.canary.percent}%` : ''}`,
        );
  }
  for (const release of releases) for (const line of describe(release)) context.out(line);
}
