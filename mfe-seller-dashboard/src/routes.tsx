import type { RemoteArea, RemoteAreaProps } from '@drops/federation';
import { RemoteRoot } from '@drops/remote-kit';
import { DashboardPage } from './features/drops/components/dashboard-page';

/** Exposed as `mfeSellerDashboard/routes`: the page the shell shows at /dashboard. */
function SellerDashboardArea({ apiBaseUrl }: RemoteAreaProps) {
  return (
    <RemoteRoot apiBaseUrl={apiBaseUrl} audience="seller">
      <DashboardPage />
    </RemoteRoot>
  );
}

export default SellerDashboardArea satisfies RemoteArea;
