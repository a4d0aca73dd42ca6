/**
 * Who draws the canary (issue 28): a visitor's random id hashed with the canary's version, so a
 * visitor keeps the same answer for that canary on every load, and a new canary draws anew.
 * The shell decides with this function and the registry's tests measure it; it must stay pure.
 */

/** 32-bit FNV-1a of the string's UTF-16 code units: fast, no dependency, even enough here. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  // A final avalanche (murmur3's fmix32), so ids differing in their last characters spread.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The visitor's place in 0..9999 for this canary. */
export function canaryBucket(visitorId: string, canaryVersion: string): number {
  return fnv1a(`${visitorId}:${canaryVersion}`) % 10_000;
}

/** True when the visitor gets the canary shown to `percent` % of visitors (0 to 100). */
export function drawsCanary(visitorId: string, canaryVersion: string, percent: number): boolean {
  return canaryBucket(visitorId, canaryVersion) < Math.round(percent * 100);
}
