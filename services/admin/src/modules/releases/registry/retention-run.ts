import { retentionRule, versionsToRemove } from '../domain/retention';
import { versionPrefixOf } from '../storage/release-storage';
import type { RegistryContext } from './context';
import { minuteOf } from './load-reports';

const minutesPerDay = 24 * 60;

/**
 * Removes the files of the versions retention lets go (issue 28, point 1) and the load counts
 * older than a week and a day. Safe to run on every replica at once: removing twice is a no-op.
 * Answers the removed `remote/version` pairs.
 */
export async function applyRetention(context: RegistryContext): Promise<string[]> {
  const now = context.now();
  const [live, channels, served] = await Promise.all([
    context.releases.liveVersions(),
    context.releases.allChannels(),
    context.loadCounts.reportedSince(
      minuteOf(now) - retentionRule.servedWithinDays * minutesPerDay,
    ),
  ]);
  const removed: string[] = [];
  const remotes = new Set(live.map((version) => version.remote));
  for (const remote of remotes) {
    const channel = channels.find((candidate) => candidate.remote === remote);
    const referenced = new Set(
      [channel?.stable, channel?.canary?.version].filter((version): version is string => !!version),
    );
    const servedHere = new Set(
      [...served]
        .filter((key) => key.startsWith(`${remote}/`))
        .map((key) => key.slice(remote.length + 1)),
    );
    const versions = live.filter((version) => version.remote === remote);
    for (const version of versionsToRemove(versions, referenced, servedHere)) {
      await context.storage.removePrefix(versionPrefixOf(remote, version));
      await context.releases.markRemoved(remote, version, now);
      removed.push(`${remote}/${version}`);
    }
  }
  await context.loadCounts.removeBefore(
    minuteOf(now) - (retentionRule.servedWithinDays + 1) * minutesPerDay,
  );
  if (removed.length > 0) {
    context.log.info({ removed }, 'release retention removed versions');
    await context.snapshot.refresh();
  }
  return removed;
}
