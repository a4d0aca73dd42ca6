// Free of the schema builder (TypeBox): a frontend's first screen takes these without it.

/** The `ETag` a versioned record is answered with. Weak: the body's shape (signed links, the
 * Upcoming status) may change while the record does not. */
export function etagOf(version: number): string {
  return `W/"${version}"`;
}

/** The versions an `If-Match` names; `any` for `*`; empty when there is no header. */
export function versionsOfIfMatch(header: string | undefined): number[] | 'any' {
  if (header === undefined) return [];
  if (header.trim() === '*') return 'any';
  return [...header.matchAll(/"(\d+)"/g)].map((match) => Number(match[1]));
}

/**
 * Whether a write made from `sent` (the body's `version`, the `If-Match` header) may go ahead on
 * a record now at `current`. Each one given must name the current version.
 */
export function versionMatches(
  current: number,
  sent: { version?: number; ifMatch?: string },
): boolean {
  if (sent.version !== undefined && sent.version !== current) return false;
  const tags = versionsOfIfMatch(sent.ifMatch);
  return tags === 'any' || tags.length === 0 || tags.includes(current);
}

/** The version a compare-and-set UPDATE must find, or undefined when the client named none. */
export function expectedVersionOf(
  current: number,
  sent: { version?: number; ifMatch?: string },
): number | undefined {
  const tags = versionsOfIfMatch(sent.ifMatch);
  return sent.version !== undefined || (tags !== 'any' && tags.length > 0) ? current : undefined;
}

export const versionConflictCode = 'VERSION_CONFLICT';
