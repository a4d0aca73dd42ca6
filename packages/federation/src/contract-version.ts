/**
 * The version of the shell–remote contract (`RemoteAreaProps`, the exposed `./routes` module),
 * semver. A change a remote built against the old contract cannot take is a new major; the
 * release registry refuses a remote whose major differs from the shell's. Each remote build
 * carries the version it was built with in its `mf-manifest.json` (`metaData.contractVersion`,
 * written by @drops/web-build).
 */
export const remoteContractVersion = '1.0.0';

/** Where in a remote's `mf-manifest.json` `metaData` the contract version is written. */
export const contractVersionField = 'contractVersion';

/** The major of a semver string (`1.4.0` → 1), or null when it is not one. */
export function majorOf(version: string): number | null {
  const match = /^v?(\d+)(?:\.\d+){0,2}(?:[-+].*)?$/.exec(version.trim());
  return match ? Number(match[1]) : null;
}
