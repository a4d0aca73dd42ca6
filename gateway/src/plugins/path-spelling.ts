/** A dot, a backslash or a percent escape: without one, no layer of the path can hide a segment. */
const mayHideSegment = /[.\\%]/;

/**
 * Whether a request path could name another path than the one it was routed by: a dot segment
 * (`..`, `.`) or a backslash, in any layer of percent-encoding (a service or a proxy may decode
 * once more, and a decoded `%2F` separates segments too). The API's own paths never need either
 * (ids and storage keys are generated; a key's encoded slashes stay allowed), so such a request
 * is answered 404 at the gateway: nothing behind it, however it resolves the path, can be
 * reached by a spelling of `/internal/...`.
 */
export function pathCouldEscape(url: string): boolean {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  // The API's own calls stop here: the full check below runs only on a suspicious spelling.
  if (!mayHideSegment.test(path)) return false;
  for (let layer = 0; layer < 4; layer++) {
    const segments = path.split(/[/\\]/);
    if (path.includes('\\') || segments.some((segment) => segment === '.' || segment === '..'))
      return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return true; // a malformed escape: no route of ours is spelled that way
    }
    if (decoded === path) return false;
    path = decoded;
  }
  return true;
}
