import { storageKeyPrefixes } from '@drops/contracts';
import { StorageKeyError } from './errors';

export const storagePrefixes: readonly string[] = Object.values(storageKeyPrefixes);

/**
 * Direct uploads land here until checked (issue 18): never a media key, so no entity, signed
 * link or file link can use the bytes before `POST /s3/uploads/{id}/complete` moves them.
 */
export const stagingPrefix = 'incoming/';

const maxKeyLength = 512;
/** Segments of letters, digits, `.`, `_`, `-`: no slashes of either kind, no NUL, no spaces. */
const segmentPattern = /^[A-Za-z0-9._-]+$/;

/**
 * A key is `<prefix><segment>/.../<segment>`. Checked the same way for S3 and local disk,
 * where a key becomes a path: `..`, `.`, empty segments, absolute paths, backslashes and NUL
 * are all refused by the segment rule.
 */
export function isStorageKey(key: string): boolean {
  return hasValidSegments(key, storagePrefixes);
}

export function isStagingKey(key: string): boolean {
  return hasValidSegments(key, [stagingPrefix]);
}

function hasValidSegments(key: string, prefixes: readonly string[]): boolean {
  if (key.length === 0 || key.length > maxKeyLength) return false;
  const prefix = prefixes.find((candidate) => key.startsWith(candidate));
  if (!prefix) return false;
  const segments = key.slice(prefix.length).split('/');
  return segments.every(
    (segment) => segmentPattern.test(segment) && segment !== '.' && segment !== '..',
  );
}

/** Storage operations take media keys and staging keys; links and entities media keys only. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key) && !isStagingKey(key)) throw new StorageKeyError(key);
}

/** A listing covers one media prefix, never the staging area or the disk's own folders. */
export function assertMediaPrefix(prefix: string): void {
  if (!storagePrefixes.includes(prefix)) throw new StorageKeyError(prefix);
}
