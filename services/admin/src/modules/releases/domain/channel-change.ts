import type { SetChannelBody } from '@drops/contracts';

/** A remote's channel as stored: what `GET /remotes` serves, and its compare-and-set revision. */
export interface Channel {
  stable: string | null;
  canary: { version: string; percent: number } | null;
  revision: number;
}

/** What kind of change an audit entry records (its `reason` column). */
export type ChannelChangeKind =
  'first version' | 'promote' | 'canary' | 'rollback' | 'automatic rollback';

export interface VersionFacts {
  registeredAt: number;
  removed: boolean;
}

export type ChannelProblems = Record<string, string>;

/** The channel a body asks for; problems by field when a version is unknown or removed. */
export function requestedChannel(
  body: SetChannelBody,
  factsOf: (version: string) => VersionFacts | undefined,
  messages: { unknown: string; removed: string; canaryIsStable: string },
): { next: Omit<Channel, 'revision'>; problems: ChannelProblems } {
  const problems: ChannelProblems = {};
  const check = (field: string, version: string) => {
    const facts = factsOf(version);
    if (!facts) problems[field] = messages.unknown;
    else if (facts.removed) problems[field] = messages.removed;
  };
  check('stable', body.stable);
  if (body.canary) {
    check('canary.version', body.canary.version);
    if (body.canary.version === body.stable) problems['canary.version'] = messages.canaryIsStable;
  }
  return {
    next: {
      stable: body.stable,
      canary: body.canary ? { version: body.canary.version, percent: body.canary.percent } : null,
    },
    problems,
  };
}

/**
 * Names a change for the audit log: the canary made stable (or a newer version) is a promote,
 * an older stable or a canary withdrawn is a rollback, a canary set or resized is a canary.
 */
export function kindOfChange(
  before: Omit<Channel, 'revision'>,
  after: Omit<Channel, 'revision'>,
  registeredAt: (version: string) => number,
): ChannelChangeKind {
  if (before.stable === null) return 'first version';
  if (after.stable !== before.stable) {
    if (after.stable === before.canary?.version) return 'promote';
    return after.stable !== null && registeredAt(after.stable) < registeredAt(before.stable)
      ? 'rollback'
      : 'promote';
  }
  if (after.canary === null) return before.canary === null ? 'promote' : 'rollback';
  return 'canary';
}
