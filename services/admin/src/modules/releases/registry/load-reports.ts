import type { RemoteLoadReport } from '@drops/contracts';
import {
  canaryFails,
  canaryHealthRule,
  describeRates,
  failureRateOf,
} from '../domain/canary-health';
import { StaleChannelError } from '../releases-repository';
import { writeChannel } from './change-channel';
import type { RegistryContext } from './context';

export const minuteOf = (epochMs: number) => Math.floor(epochMs / 60_000);

/**
 * `POST /remotes/reports`: each line naming a kept version of its remote is summed in memory
 * (written within a second); others (an unknown or removed version) are ignored. Answers how
 * many lines were counted.
 */
export function acceptReports(context: RegistryContext, reports: RemoteLoadReport[]): number {
  const minute = minuteOf(context.now());
  let accepted = 0;
  for (const report of reports) {
    if (!context.snapshot.isLive(report.remote, report.version)) continue;
    if (context.reports.add(report, minute)) accepted += 1;
  }
  return accepted;
}

/** Writes the summed reports; on failure they stay for the next flush. */
export async function flushReports(context: RegistryContext): Promise<void> {
  const counts = context.reports.drain();
  try {
    await context.loadCounts.add(counts);
  } catch (error) {
    context.reports.restore(counts);
    throw error;
  }
}

/**
 * Issue 28, point 5: takes out every canary failing the health rule over the last 5 minutes
 * (all replicas' reports, from the database). Each replica runs it; the channel's
 * compare-and-set lets one of them do it. Answers the remotes rolled back.
 */
export async function rollBackFailingCanaries(context: RegistryContext): Promise<string[]> {
  const since = minuteOf(context.now()) - (canaryHealthRule.windowMinutes - 1);
  const rolledBack: string[] = [];
  for (const channel of context.snapshot.storedChannels) {
    const canary = channel.canary;
    if (!canary || !channel.stable) continue;
    const stableVersion = channel.stable;
    const tallies = await context.loadCounts.tallyOf(
      channel.remote,
      [canary.version, stableVersion],
      since,
    );
    const none = { loads: 0, failures: 0 };
    const canaryTally = tallies.get(`${channel.remote}/${canary.version}`) ?? none;
    const stableTally = tallies.get(`${channel.remote}/${stableVersion}`) ?? none;
    if (!canaryFails(canaryTally, stableTally)) continue;
    try {
      const saved = await writeChannel(context, {
        remote: channel.remote,
        actor: { kind: 'registry' },
        kind: 'automatic rollback',
        note: describeRates(canary.version, canaryTally, stableVersion, stableTally),
        auditAfter: {
          withdrawnCanary: canary.version,
          canaryLoads: canaryTally.loads,
          canaryFailureRate: failureRateOf(canaryTally),
          stableLoads: stableTally.loads,
          stableFailureRate: failureRateOf(stableTally),
        },
        // Only the canary measured: a canary changed meanwhile is someone's newer decision.
        decide: (current) =>
          current.canary?.version === canary.version
            ? { stable: current.stable, canary: null }
            : null,
      });
      if (saved) rolledBack.push(channel.remote);
    } catch (error) {
      if (!(error instanceof StaleChannelError)) throw error;
    }
  }
  if (rolledBack.length > 0)
    context.log.warn({ remotes: rolledBack }, 'canary rolled back automatically');
  return rolledBack;
}
