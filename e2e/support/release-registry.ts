import { expect } from '@playwright/test';
import { publishBuild } from '@drops/admin-service/testing/releases';
import type { ChannelState, RemoteRelease } from '@drops/contracts';
import { suiteDatabase } from './admin';
import { callApi } from './api';
import { apiBaseUrl, storagePublicUrl } from './environment';
import { publicChannels } from './releases';

/** The release registry through the API, over builds published to the suite's S3 storage. */

export async function remoteRelease(remote: string, token: string): Promise<RemoteRelease> {
  const path = `/admin/remotes/${remote}`;
  return (await callApi<{ data: RemoteRelease }>('GET', path, undefined, token)).data;
}

/** Sets the remote's channel, decided on the channel as it stands. */
export async function putChannel(
  remote: string,
  token: string,
  body: { stable: string; canary?: { version: string; percent: number }; reason: string },
): Promise<void> {
  const { channel } = await remoteRelease(remote, token);
  await callApi(
    'PUT',
    `/admin/remotes/${remote}/channel`,
    { ...body, version: channel.version },
    token,
  );
}

/** A new build of the remote, uploaded and registered; answers its version. */
export async function publishVersion(remote: string, token: string): Promise<string> {
  const { version, answer } = await publishBuild(apiBaseUrl, remote, token, {
    readFrom: storagePublicUrl,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return version;
}

/**
 * Takes the remote out of the registry again, as the suite's stack started (the shell then loads
 * it from remotes.json): the registry has no call for that, so its channel row goes directly, and
 * this waits until the public channels, read again every second, no longer list it.
 */
export async function forgetChannel(remote: string): Promise<void> {
  const db = suiteDatabase();
  try {
    await db('remote_channels').where({ remote }).delete();
  } finally {
    await db.destroy();
  }
  await expect
    .poll(async () => remote in (await publicChannels()), { timeout: 10_000 })
    .toBe(false);
}

/**
 * Puts back a channel read before a test: the suite's stack is shared, and the shell loads the
 * remote through the registry. A remote that had no stable version leaves the registry again,
 * rather than keep the test's builds (made-up ones fail, and every later page would load them
 * first and fall back).
 */
export async function restoreChannel(
  remote: string,
  token: string,
  before: ChannelState | null,
  { forgetNew = true }: { forgetNew?: boolean } = {},
): Promise<void> {
  if (!before?.stable) return forgetNew ? forgetChannel(remote) : undefined;
  await putChannel(remote, token, {
    stable: before.stable.version,
    ...(before.canary && {
      canary: { version: before.canary.version, percent: before.canary.percent },
    }),
    reason: 'e2e: the channel as it was before the test',
  });
}
