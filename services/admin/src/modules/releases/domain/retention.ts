/**
 * Issue 28, point 1: a build's files are kept while its version is referenced by a channel,
 * among its remote's 20 newest, or served in the last 7 days; after that they are removed
 * (the version's row stays, so its id is never used again).
 */
export const retentionRule = { keepNewest: 20, servedWithinDays: 7 } as const;

export interface RetainedVersion {
  version: string;
  registeredAt: number;
}

/** The versions to remove, of one remote's live versions. */
export function versionsToRemove(
  versions: RetainedVersion[],
  referenced: ReadonlySet<string>,
  servedRecently: ReadonlySet<string>,
): string[] {
  const newestFirst = [...versions].sort((a, b) => b.registeredAt - a.registeredAt);
  return newestFirst
    .slice(retentionRule.keepNewest)
    .map(({ version }) => version)
    .filter((version) => !referenced.has(version) && !servedRecently.has(version));
}
