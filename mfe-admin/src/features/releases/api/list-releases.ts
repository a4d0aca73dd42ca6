import { listAuditLog, listRemoteReleases } from '@drops/api-client';
import type { ChannelState, RemoteRelease } from '@drops/contracts';
import { releaseAreaMessages } from '../../../messages';
import { useRequest } from '../../../shared/use-request';

/** How many of a remote's latest registry actions its card shows (the Activity page has all). */
export const remoteHistoryLength = 8;

/** GET /admin/remotes: every remote's channel, versions (newest first) and last hour. */
export function useRemoteReleases() {
  const request = useRequest(
    (api) => listRemoteReleases(api).then((answer) => answer.data),
    releaseAreaMessages.fetchReleasesFailed,
  );
  /** The channel as the server now holds it (a 409's `current`), shown without another read. */
  const showChannel = (remote: string, channel: ChannelState) =>
    request.update((releases: RemoteRelease[]) =>
      releases.map((release) => (release.name === remote ? { ...release, channel } : release)),
    );
  return { ...request, showChannel };
}

/**
 * The remote's latest entries in the audit log (target type `remote`, target id its name):
 * registrations, channel changes (an automatic rollback among them) and tokens. `key` reads
 * again after a change.
 */
export function useRemoteHistory(remote: string, key: string) {
  return useRequest(
    (api) =>
      listAuditLog(api, {
        targetType: 'remote',
        targetId: remote,
        page: 1,
        limit: remoteHistoryLength,
      }).then((answer) => answer.data),
    releaseAreaMessages.fetchHistoryFailed,
    `${remote}:${key}`,
  );
}
