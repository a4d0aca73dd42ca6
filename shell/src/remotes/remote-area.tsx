import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { RemoteName } from '@drops/federation';
import { ErrorState, PageSkeleton } from '@drops/ui';
import { useAppConfig } from '../app/app-config';
import { shellMessages } from '../messages';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { takePreloaded } from './remote-preload';
import { areaFailed, areaShown, loadAreaModule } from './remote-versions';

const remoteTitles: Record<RemoteName, string> = {
  mfeSellerDashboard: 'The dashboard',
  mfeDropEditor: 'The drop editor',
  mfeProfile: 'The profile editor',
  mfeAdmin: 'The administration area',
};

/**
 * Committed together with the area's first render (the same Suspense boundary): the build this
 * tab loaded works, which the shell reports and remembers for this visitor.
 */
function FirstScreenShown({ remote }: { remote: RemoteName }) {
  useEffect(() => areaShown(remote), [remote]);
  return null;
}

/**
 * One remote's area: loaded at runtime, behind its own error boundary and suspense fallback. A
 * remote that is down shows "unavailable" with a retry; the layout and the other areas go on.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { apiBaseUrl } = useAppConfig();
  const [attempt, setAttempt] = useState(0);
  // React.lazy remembers a failed load forever, so each retry gets a fresh one.
  const Area = useMemo(
    () => lazy(() => (attempt === 0 && takePreloaded(remote)) || loadAreaModule(remote)),
    [remote, attempt],
  );

  return (
    <section data-remote={remote} aria-label={remoteTitles[remote]}>
      <RemoteErrorBoundary
        key={remote}
        onRetry={() => setAttempt((count) => count + 1)}
        onError={(error) => areaFailed(remote, error)}
        fallback={(retry) => (
          <ErrorState
            message={shellMessages.remoteUnavailable(remoteTitles[remote])}
            onRetry={retry}
            retryLabel={shellMessages.retry}
          />
        )}
      >
        <Suspense fallback={<PageSkeleton label={shellMessages.loadingArea} />}>
          <Area apiBaseUrl={apiBaseUrl} />
          <FirstScreenShown remote={remote} />
        </Suspense>
      </RemoteErrorBoundary>
    </section>
  );
}
