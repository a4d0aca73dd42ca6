/**
 * What the registry reads of a build's `mf-manifest.json` (@module-federation/enhanced): its
 * container name, entry, shared modules, exposed modules and the contract version
 * @drops/web-build writes into `metaData`. Read defensively: it comes from a team's pipeline.
 */
export interface BuildManifest {
  name: string | undefined;
  contractVersion: string | undefined;
  remoteEntry: { name: string; path: string } | undefined;
  /** `auto` (or absent): files are addressed from the manifest's own folder. */
  publicPath: string | undefined;
  shared: { name: string; version?: string; requiredVersion?: string }[];
  exposes: string[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Null when the JSON is not a manifest at all (no `metaData` object). */
export function readBuildManifest(json: unknown): BuildManifest | null {
  const manifest = record(json);
  if (!('metaData' in manifest) || Object.keys(record(manifest.metaData)).length === 0) return null;
  const metaData = record(manifest.metaData);
  const entry = record(metaData.remoteEntry);
  const entryName = text(entry.name);
  return {
    name: text(metaData.name) ?? text(manifest.name),
    contractVersion: text(metaData.contractVersion),
    remoteEntry: entryName ? { name: entryName, path: text(entry.path) ?? '' } : undefined,
    publicPath: text(metaData.publicPath),
    shared: list(manifest.shared).flatMap((item) => {
      const shared = record(item);
      const name = text(shared.name);
      if (!name) return [];
      return [
        { name, version: text(shared.version), requiredVersion: text(shared.requiredVersion) },
      ];
    }),
    exposes: list(manifest.exposes).flatMap((item) => {
      const path = text(record(item).path);
      return path ? [path] : [];
    }),
  };
}

/** Where the build's files are addressed from: its `publicPath`, or the manifest's folder. */
export function remoteEntryUrlOf(manifest: BuildManifest, manifestUrl: string): string | null {
  if (!manifest.remoteEntry) return null;
  const folder = new URL('./', manifestUrl);
  const base =
    !manifest.publicPath || manifest.publicPath === 'auto'
      ? folder
      : new URL(manifest.publicPath, folder);
  const { path, name } = manifest.remoteEntry;
  const relative = path ? `${path.replace(/^\/+|\/+$/g, '')}/${name}` : name;
  try {
    return new URL(relative, base).toString();
  } catch {
    return null;
  }
}
