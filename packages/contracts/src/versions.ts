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

/** A 409 for a stale version: the error body plus the record as it stands now. */
export const VersionConflictBody = <T extends TSchema>(current: T) =>
  Type.Object({
    ...ErrorBodySchema.properties,
    /** The record as stored now: what changed elsewhere. Absent on other 409s of the route. */
    current: Type.Optional(current),
  });
