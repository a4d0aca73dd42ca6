import type {
  ChannelState,
  RemoteRelease,
  RemoteReleaseVersion,
  SetChannelBody,
} from '@drops/contracts';

/** The three changes an administrator makes on the Releases screen. */
export type ChannelPlanKind = 'promote' | 'canary' | 'rollback';

export interface ChannelPlan {
  kind: ChannelPlanKind;
  /** The version the change is about: the canary to promote, to show, or to roll back to. */
  version: string;
  /** The canary's share of visitors (canary only). */
  percent: number;
}

const usable = (version: RemoteReleaseVersion) => version.removedAt === null;

/** Versions that may become the canary: any kept one but the stable version. */
export function canaryCandidates(release: RemoteRelease): RemoteReleaseVersion[] {
  const stable = release.channel.stable?.version;
  return release.versions.filter((version) => usable(version) && version.version !== stable);
}

/** Versions a rollback may go back to: kept ones registered before the stable version. */
export function rollbackTargets(release: RemoteRelease): RemoteReleaseVersion[] {
  const stable = release.versions.find((item) => item.version === release.channel.stable?.version);
  if (!stable) return [];
  return release.versions.filter(
    (version) => usable(version) && version.registeredAt < stable.registeredAt,
  );
}

/**
 * The request for a plan, decided on `channel` (its `version` makes a stale decision a 409).
 * Promote and roll back end the canary; a canary keeps the stable version.
 */
export function channelBodyOf(
  plan: ChannelPlan,
  channel: ChannelState,
  reason: string,
): SetChannelBody {
  const decidedOn = { reason: reason.trim(), version: channel.version };
  if (plan.kind === 'canary')
    return {
      stable: channel.stable?.version ?? '',
      canary: { version: plan.version, percent: plan.percent },
      ...decidedOn,
    };
  return { stable: plan.version, ...decidedOn };
}

/** Where a row stands in the channel: stable, the canary, or neither. */
export function channelRoleOf(channel: ChannelState, version: string): 'stable' | 'canary' | null {
  if (channel.stable?.version === version) return 'stable';
  if (channel.canary?.version === version) return 'canary';
  return null;
}
