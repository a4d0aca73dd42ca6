import { useLocation } from 'react-router-dom';
import type { RemoteArea, RemoteAreaProps } from '@drops/federation';
import { RemoteRoot } from '@drops/remote-kit';
import { DashboardPage } from './features/drops/components/dashboard-page';
import { IntegrationsPage } from './features/integrations/components/integrations-page';

/**
 * Exposed as `mfeSellerDashboard/routes`: the pages the shell shows at /dashboard and at
 * /integrations (issue 17), chosen by the path the shell placed it at.
 */
function SellerDashboardArea({ apiBaseUrl }: RemoteAreaProps) {
  const { pathname } = useLocation();
  return (
    <RemoteRoot apiBaseUrl={apiBaseUrl} audience="seller">
      {pathname === '/integrations' ? <IntegrationsPage /> : <DashboardPage />}
    </RemoteRoot>
  );
}

export default SellerDashboardArea satisfies RemoteArea;
