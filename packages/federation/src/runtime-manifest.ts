import { remoteNames, type RemoteName } from './remote-modules';

/**
 * The deploy-time manifest the shell reads at start-up (`/remotes.json`, beside index.html):
 * where each remote's container lives and where the API is. Replacing the file redeploys the
 * wiring without rebuilding anything.
 */
export interface RuntimeManifest {
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
}

export class RuntimeManifestError extends Error {
  override name = 'RuntimeManifestError';
}

const knownNames = Object.values(remoteNames) as RemoteName[];

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks a parsed manifest; a remote missing from it is an error (its area could never load). */
export function parseRuntimeManifest(value: unknown): RuntimeManifest {
  if (typeof value !== 'object' || value === null) {
    throw new RuntimeManifestError('remotes.json must hold an object');
  }
  const { apiBaseUrl, remotes } = value as { apiBaseUrl?: unknown; remotes?: unknown };
  if (!isHttpUrl(apiBaseUrl))
    throw new RuntimeManifestError('remotes.json: apiBaseUrl must be an http(s) URL');
  if (typeof remotes !== 'object' || remotes === null) {
    throw new RuntimeManifestError('remotes.json: remotes must be an object');
  }
  const entries = remotes as Record<string, unknown>;
  const parsed = {} as Record<RemoteName, string>;
  for (const name of knownNames) {
    const entry = entries[name];
    if (!isHttpUrl(entry))
      throw new RuntimeManifestError(`remotes.json: ${name} must be an http(s) URL`);
    parsed[name] = entry;
  }
  return { apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''), remotes: parsed };
}

/** Fetches the manifest without any cache: a redeployed manifest applies on the next load. */
export async function fetchRuntimeManifest(url = '/remotes.json'): Promise<RuntimeManifest> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new RuntimeManifestError(`${url} answered ${response.status}`);
  return parseRuntimeManifest(await response.json());
}

/** The `<meta>` the shell's server writes into index.html with the manifest it would serve. */
export const runtimeManifestMetaName = 'drops-runtime-manifest';

/**
 * The manifest written into the page by the shell's server (drops-serve), so no request waits
 * for remotes.json before the registry is asked; null when the page has none (the development
 * server), and the shell then fetches remotes.json.
 */
export function readInlinedRuntimeManifest(page: Pick<Document, 'querySelector'>) {
  const content = page
    .querySelector(`meta[name="${runtimeManifestMetaName}"]`)
    ?.getAttribute('content');
  if (!content) return null;
  try {
    return parseRuntimeManifest(JSON.parse(content));
  } catch {
    return null;
  }
}
