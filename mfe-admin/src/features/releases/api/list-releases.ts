import { useCallback } from 'react';
import { listAuditLog, listRemoteReleases } from '@drops/api-client';
import type { ChannelState, RemoteRelease } from '@drops/contracts';
import { releaseAreaMessages } from '../../../messages';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@drops/remote-kit';
import { useAdminQuery } from '../../../shared/admin-query';

/** How many of a remote's latest registry actions its card shows (the Activity page has all). */
export const remoteHistoryLength = 8;

/**
 * GET /admin/remotes: every remote's channel, versions (newest first) and last hour. `refresh`
 * (after a change) also invalidates each remote's history, which records the change.
 */
export function useRemoteReleases() {
  const queryClient = useQueryClient();
  const request = useAdminQuery(
    (api) => listRemoteReleases(api).then((answer) => answer.data),
    releaseAreaMessages.fetchReleasesFailed,
    queryKeys.admin.releases(),
  );
  const { refresh: refreshReleases } = request;
  const refresh = useCallback(() => {
    refreshReleases();
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.releaseHistories() });
  }, [refreshReleases, queryClient]);
  /** The channel as the server now holds it (a 409's `current`), shown without another read. */
  const showChannel = (remote: string, channel: ChannelState) => {
    request.update((releases: RemoteRelease[]) =>
      releases.map((release) => (release.name === remote ? { ...release, channel } : release)),
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.releaseHistory(remote) });
  };
  return { ...request, refresh, showChannel };
}

/**
 * The remote's latest entries in the audit log (target type `remote`, target id its name):
 * registrations, channel changes (an automatic rollback among them) and tokens.
 */
export function useRemoteHistory(remote: string) {
  return useAdminQuery(
    (api) =>
      listAuditLog(api, {
        targetType: 'remote',
        targetId: remote,
        page: 1,
        limit: remoteHistoryLength,
      }).then((answer) => answer.data),
    releaseAreaMessages.fetchHistoryFailed,
    queryKeys.admin.releaseHistory(remote),
  );
}
