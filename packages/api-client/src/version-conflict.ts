import { versionConflictCode } from '@drops/contracts';
import { isApiError } from './errors';

/**
 * Issue 17: the record as stored now when a save was refused for naming an older `version`
 * (409 VERSION_CONFLICT with `current`); null for any other failure.
 */
export function versionConflictOf<Current extends { version?: number }>(
  error: unknown,
): Current | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== versionConflictCode) return null;
  const current = (error.body as { current?: unknown } | undefined)?.current;
  return typeof current === 'object' && current !== null ? (current as Current) : null;
}
