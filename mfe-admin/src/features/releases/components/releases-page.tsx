import { Muted, PageTitle, Stack } from '@drops/ui';
import { releaseAreaMessages as messages } from '../../../messages';
import { LoadingOrError } from '../../../shared/loading-or-error';
import { useRemoteReleases } from '../api/list-releases';
import { RemoteReleaseCard } from './remote-release-card';

/**
 * `/admin/releases` (issue 28): each remote's stable version and canary, its versions with their
 * last hour, promote / canary / roll back (each with a reason and a confirmation), its release
 * token, and its history, automatic rollbacks included.
 */
export function ReleasesPage() {
  const { state, reload, refresh, showChannel } = useRemoteReleases();
  return (
    <Stack $gap={6}>
      <Stack $gap={2}>
        <PageTitle>{messages.releases}</PageTitle>
        <Muted>{messages.intro}</Muted>
      </Stack>
      <LoadingOrError state={state} loadingText={messages.loadingReleases} onRetry={reload} />
      {state.status === 'ready'
        ? state.data.map((release) => (
            <RemoteReleaseCard
              key={release.name}
              release={release}
              onChannel={showChannel}
              onChanged={refresh}
            />
          ))
        : null}
    </Stack>
  );
}
