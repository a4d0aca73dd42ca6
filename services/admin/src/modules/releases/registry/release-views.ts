import { releaseListLimit, type RemoteRelease } from '@drops/contracts';
import { toIso } from '@drops/db';
import { toRemoteVersion } from '../releases-repository';
import { channelStateOf } from './change-channel';
import type { RegistryContext } from './context';
import { minuteOf } from './load-reports';

/**
 * A remote as the Releases screen shows it: its channel, its versions newest first with who
 * registered them, and each version's loads and failures over the last hour.
 */
export async function releaseOf(context: RegistryContext, remote: string): Promise<RemoteRelease> {
  const since = minuteOf(context.now()) - 59;
  const [channel, versions, token] = await Promise.all([
    context.releases.channelOf(remote),
    context.releases.listVersions(remote, releaseListLimit),
    context.releases.tokenOf(remote),
  ]);
  const tallies = await context.loadCounts.tallyOf(
    remote,
    versions.map((version) => version.version),
    since,
  );
  return {
    name: remote,
    channel: await channelStateOf(context, channel),
    versions: versions.map((version) => ({
      ...toRemoteVersion(version),
      lastHour: tallies.get(`${remote}/${version.version}`) ?? { loads: 0, failures: 0 },
    })),
    token: token ? { createdAt: toIso(token.createdAt), createdBy: token.createdBy } : null,
  };
}
