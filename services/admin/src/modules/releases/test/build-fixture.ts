import { randomBytes } from 'node:crypto';
import { remoteContractVersion } from '@drops/federation/contract-version';

/** What a test varies of a build's mf-manifest.json. */
export interface BuildShape {
  name?: string;
  /** Shared modules: name to the version required (as a build with that dependency declares). */
  shared?: Record<string, string>;
  exposes?: string[];
  contractVersion?: string | null;
  /** Leave the remote entry out of the files (the manifest names it). */
  withoutEntry?: boolean;
}

export interface BuildFile {
  path: string;
  data: string;
}

export const newVersionId = () => randomBytes(6).toString('hex');

const currentShared: Record<string, string> = {
  react: '^19.3.1',
  'react/jsx-runtime': '^19.3.1',
  'react-dom': '^19.3.1',
  'react-router-dom': '^6.30.6',
  jotai: '^3.0.1',
  'styled-components': '^6.6.0',
  '@tanstack/react-query': '^5.108.4',
};

/** A build as @module-federation/enhanced writes it: the manifest, the entry, a chunk. */
export function buildFiles(remote: string, shape: BuildShape = {}): BuildFile[] {
  const contractVersion =
    shape.contractVersion === undefined ? remoteContractVersion : shape.contractVersion;
  const manifest = {
    id: shape.name ?? remote,
    name: shape.name ?? remote,
    metaData: {
      name: shape.name ?? remote,
      type: 'app',
      buildInfo: { buildVersion: '0.0.0', buildName: `@drops/${remote}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: shape.name ?? remote,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
      ...(contractVersion !== null && { contractVersion }),
    },
    shared: Object.entries(shape.shared ?? currentShared).map(([name, requiredVersion]) => ({
      id: `${remote}:${name}`,
      name,
      version: requiredVersion.replace(/^[\^~]/, ''),
      singleton: true,
      requiredVersion,
    })),
    remotes: [],
    exposes: (shape.exposes ?? ['./routes']).map((path) => ({
      id: `${remote}:${path.slice(2)}`,
      name: path.slice(2),
      path,
    })),
  };
  const base64 = (text: string) => Buffer.from(text).toString('base64');
  const files = [
    { path: 'mf-manifest.json', data: base64(JSON.stringify(manifest)) },
    { path: '883.1b389213.js', data: base64('/* a chunk */') },
  ];
  if (!shape.withoutEntry)
    files.push({ path: 'remoteEntry.js', data: base64(`var ${remote} = {}; /* entry */`) });
  return files;
}

export interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
}

async function sendJson(
  url: string,
  method: string,
  token: string,
  body: unknown,
): Promise<JsonAnswer> {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

/**
 * Uploads a build's files, then registers it, through `base`: the admin service's own address
 * or the gateway's `/api/v1`; the build is read back from there too, or from `readFrom` (a
 * bucket's address).
 */
export async function publishBuild(
  base: string,
  remote: string,
  token: string,
  shape: BuildShape & { version?: string; readFrom?: string } = {},
): Promise<{ version: string; manifestUrl: string; answer: JsonAnswer }> {
  const version = shape.version ?? newVersionId();
  for (const file of buildFiles(remote, shape)) {
    const url = `${base}/admin/remotes/${remote}/versions/${version}/files`;
    const stored = await sendJson(url, 'PUT', token, file);
    if (stored.status !== 201 && stored.status !== 200)
      throw new Error(`upload ${file.path}: ${stored.status} ${JSON.stringify(stored.body)}`);
  }
  const manifestUrl = `${shape.readFrom ?? base}/remotes/${remote}/${version}/mf-manifest.json`;
  const answer = await sendJson(`${base}/admin/remotes/${remote}/versions`, 'POST', token, {
    version,
    manifestUrl,
  });
  return { version, manifestUrl, answer };
}
