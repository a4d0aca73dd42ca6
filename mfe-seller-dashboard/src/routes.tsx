import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteArea, RemoteAreaProps } from '@drops/federation';
import { RemoteRoot } from '@drops/remote-kit';
import { PageSkeleton } from '@drops/ui';
import { DashboardPage } from './features/drops/components/dashboard-page';
import { integrationsMessages } from './messages';

// A chunk of its own, fetched when a seller first opens /integrations: from the same release
// (version) the dashboard came from, however many releases came after (issue 28).
const IntegrationsPage = lazy(() =>
  import('./features/integrations/components/integrations-page').then((module) => ({
    default: module.IntegrationsPage,
  })),
);

/**
 * Exposed as `mfeSellerDashboard/routes`: the pages the shell shows at /dashboard and at
 * /integrations (issue 17), chosen by the path the shell placed it at.
 */
function SellerDashboardArea({ apiBaseUrl }: RemoteAreaProps) {
  const { pathname } = useLocation();
  return (
    <RemoteRoot apiBaseUrl={apiBaseUrl} audience="seller">
      {pathname === '/integrations' ? (
        <Suspense fallback={<PageSkeleton label={integrationsMessages.loadingPage} />}>
          <IntegrationsPage />
        </Suspense>
      ) : (
        <DashboardPage />
      )}
    </RemoteRoot>
  );
}

export default SellerDashboardArea satisfies RemoteArea;
