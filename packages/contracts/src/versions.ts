import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ErrorBodySchema, withMessages } from './common';
import { serverMessages } from './messages';

/**
 * Issue 17 point 5, no edit lost. Every drop and seller record carries `version`, an integer
 * raised by each write of the row. A PUT that names the version it was edited from (in the body
 * or as `If-Match`) is refused with 409 and the current record when the row has moved on; a PUT
 * naming none saves as the spec's clients expect (the last writer wins).
 */
export const RecordVersionSchema = Type.Integer({ minimum: 1 });

/** `version` as a body field: the version the client's edit started from. */
export const VersionInputSchema = withMessages(
  Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  { minimum: serverMessages.invalidValue, type: serverMessages.invalidValue },
);

/**
 * `If-Match` as sent by a client: `*`, or one or more entity tags `"7"` / `W/"7"` separated by
 * commas. Tags whose value is not a version cannot match and so are refused as malformed.
 */
export const ifMatchPattern =
  '^\\s*(?:\\*|(?:W/)?"\\d{1,15}"(?:\\s*,\\s*(?:W/)?"\\d{1,15}")*)\\s*$';
export const IfMatchHeadersSchema = Type.Object({
  'if-match': Type.Optional(
    withMessages(Type.String({ maxLength: 400, pattern: ifMatchPattern }), {
      pattern: serverMessages.invalidValue,
      maxLength: serverMessages.invalidValue,
    }),
  ),
});
export type IfMatchHeaders = Static<typeof IfMatchHeadersSchema>;

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

/** A 409 for a stale version: the error body plus the record as it stands now. */
export const VersionConflictBody = <T extends TSchema>(current: T) =>
  Type.Object({
    ...ErrorBodySchema.properties,
    /** The record as stored now: what changed elsewhere. Absent on other 409s of the route. */
    current: Type.Optional(current),
  });
