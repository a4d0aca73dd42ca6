import { createHash } from 'node:crypto';
import { releaseRemoteNames, type RemoteChannels } from '@drops/contracts';
import type { ReleasesRepository, StoredChannel, StoredVersion } from '../releases-repository';

/** `GET /remotes` as served: the body already serialized and its entity tag. */
export interface PublicChannels {
  json: string;
  etag: string;
}

/** The public channels of the stored ones: a remote without a stable version is left out. */
export function publicChannelsOf(
  channels: StoredChannel[],
  manifestUrlOf: (remote: string, version: string) => string | undefined,
): PublicChannels {
  const data: RemoteChannels = {};
  for (const remote of releaseRemoteNames) {
    const channel = channels.find((candidate) => candidate.remote === remote);
    const stableUrl = channel?.stable ? manifestUrlOf(remote, channel.stable) : undefined;
    if (!channel?.stable || !stableUrl) continue;
    const canaryUrl = channel.canary && manifestUrlOf(remote, channel.canary.version);
    data[remote] = {
      stable: { version: channel.stable, manifestUrl: stableUrl },
      ...(channel.canary &&
        canaryUrl && {
          canary: { ...channel.canary, manifestUrl: canaryUrl },
        }),
    };
  }
  const json = JSON.stringify({ success: true, data });
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`;
  return { json, etag };
}

/**
 * What every replica holds in memory (issue 28: served from memory): the public channels and the
 * versions reports may name. Read again from the database by `refresh`, which the module runs
 * after its own writes and every second for the other replicas' writes.
 */
export class ChannelSnapshot {
  private current: PublicChannels = publicChannelsOf([], () => undefined);
  private channels: StoredChannel[] = [];
  private live = new Map<string, StoredVersion>();

  constructor(private readonly repository: ReleasesRepository) {}

  get publicChannels(): PublicChannels {
    return this.current;
  }

  /** The stored channels as last read. */
  get storedChannels(): StoredChannel[] {
    return this.channels;
  }

  /** Whether reports may count loads of this version (registered, files kept). */
  isLive(remote: string, version: string): boolean {
    return this.live.has(`${remote}/${version}`);
  }

  async refresh(): Promise<void> {
    const [channels, versions] = await Promise.all([
      this.repository.allChannels(),
      this.repository.liveVersions(),
    ]);
    this.live = new Map(
      versions.map((version) => [`${version.remote}/${version.version}`, version]),
    );
    this.channels = channels;
    const next = publicChannelsOf(
      channels,
      (remote, version) => this.live.get(`${remote}/${version}`)?.manifestUrl,
    );
    if (next.etag !== this.current.etag) this.current = next;
  }
}
