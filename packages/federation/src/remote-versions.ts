import { drawsCanary } from './canary-split';
import { remoteNameList, type RemoteName } from './remote-names';

/**
 * Which build of each remote a tab loads (issue 28), decided once when the tab starts: the
 * registry's canary for the visitors who draw it, else its stable version; when that fails, the
 * next candidate. Pure, so the shell's choice and its fallbacks are tested without a browser.
 */

/** What `GET /remotes` answers for one remote (a remote with no stable version is absent). */
export interface RegistryChannel {
  stable: { version: string; manifestUrl: string };
  canary?: { version: string; manifestUrl: string; percent: number };
}
export type RegistryChannels = Partial<Record<RemoteName, RegistryChannel>>;

/** A version that rendered its first screen for this visitor (kept in the browser). */
export interface WorkedVersion {
  version: string;
  manifestUrl: string;
}
export type WorkedVersions = Partial<Record<RemoteName, WorkedVersion>>;

export type CandidateSource = 'canary' | 'stable' | 'last-worked' | 'remotes.json';

/** One build the shell may register for a remote: its entry and, from the registry, its version. */
export interface RemoteCandidate {
  /** The registry's version id; null for the deploy-time entry of remotes.json. */
  version: string | null;
  /** What the federation runtime registers: a version's mf-manifest.json, or remotes.json's entry. */
  entry: string;
  source: CandidateSource;
}

export interface VersionChoiceInput {
  /** The registry's channels, or null when it could not be reached. */
  channels: RegistryChannels | null;
  /** remotes.json's entries: the fallback for a remote the registry does not know. */
  staticEntries: Record<RemoteName, string>;
  visitorId: string;
  worked: WorkedVersions;
}

/**
 * A remote's candidates, in the order they are tried: the canary if this visitor draws it, the
 * stable version, the last version that worked for this visitor, remotes.json's entry. A remote
 * the registry does not know (or a registry out of reach) has remotes.json's entry alone.
 */
export function remoteCandidates(remote: RemoteName, input: VersionChoiceInput): RemoteCandidate[] {
  const fromFile: RemoteCandidate = {
    version: null,
    entry: input.staticEntries[remote],
    source: 'remotes.json',
  };
  const channel = input.channels?.[remote];
  if (!channel) return [fromFile];
  const candidates: RemoteCandidate[] = [];
  const { canary, stable } = channel;
  if (canary && drawsCanary(input.visitorId, canary.version, canary.percent))
    candidates.push({ version: canary.version, entry: canary.manifestUrl, source: 'canary' });
  candidates.push({ version: stable.version, entry: stable.manifestUrl, source: 'stable' });
  const worked = input.worked[remote];
  if (worked) {
    candidates.push({ version: worked.version, entry: worked.manifestUrl, source: 'last-worked' });
  }
  candidates.push(fromFile);
  // The same build twice would only fail twice.
  return candidates.filter(
    (candidate, index) =>
      candidates.findIndex(
        (other) =>
          other.entry === candidate.entry ||
          (other.version !== null && other.version === candidate.version),
      ) === index,
  );
}

/** Every remote's candidates: what the tab keeps until it is reloaded. */
export function chooseRemoteVersions(
  input: VersionChoiceInput,
): Record<RemoteName, RemoteCandidate[]> {
  return Object.fromEntries(
    remoteNameList.map((remote) => [remote, remoteCandidates(remote, input)]),
  ) as Record<RemoteName, RemoteCandidate[]>;
}

/** Reads `GET /remotes`' `data`, keeping only well-formed channels of remotes the shell knows. */
export function parseRegistryChannels(value: unknown): RegistryChannels {
  const channels: RegistryChannels = {};
  if (typeof value !== 'object' || value === null) return channels;
  const isVersion = (item: unknown): item is { version: string; manifestUrl: string } =>
    typeof item === 'object' &&
    item !== null &&
    typeof (item as { version?: unknown }).version === 'string' &&
    typeof (item as { manifestUrl?: unknown }).manifestUrl === 'string';
  for (const remote of remoteNameList) {
    const channel = (value as Record<string, { stable?: unknown; canary?: unknown } | undefined>)[
      remote
    ];
    if (!channel || !isVersion(channel.stable)) continue;
    const canary = channel.canary as { percent?: unknown } | undefined;
    channels[remote] = {
      stable: { version: channel.stable.version, manifestUrl: channel.stable.manifestUrl },
      ...(isVersion(canary) && typeof canary.percent === 'number'
        ? {
            canary: {
              version: canary.version,
              manifestUrl: canary.manifestUrl,
              percent: canary.percent,
            },
          }
        : {}),
    };
  }
  return channels;
}
