import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteArea, RemoteAreaProps } from '@drops/federation';
import { RemoteRoot } from '@drops/remote-kit';
import { AdminLayout } from './features/layout/components/admin-layout';
import { AdminDashboardPage } from './features/dashboard/components/admin-dashboard-page';
import { SellersPage } from './features/sellers/components/sellers-page';
import { ProductsPage } from './features/products/components/products-page';
import { CategoriesPage } from './features/categories/components/categories-page';
import { ActivityPage } from './features/activity/components/activity-page';
import { ReleasesPage } from './features/releases/components/releases-page';
import { AdministratorsPage } from './features/administrators/components/administrators-page';
import { adminAccountMessages } from '@drops/contracts';
import { adminAreaMessages, releaseAreaMessages } from './messages';
import { auditAreaMessages } from './shared/audit-messages';

/** The area's pages, in the sidebar's order: each one's path under /admin and its link's label. */
const adminPages = [
  { path: 'dashboard', label: adminAreaMessages.dashboard, Page: AdminDashboardPage },
  { path: 'sellers', label: adminAreaMessages.sellers, Page: SellersPage },
  { path: 'products', label: adminAreaMessages.products, Page: ProductsPage },
  { path: 'categories', label: adminAreaMessages.categories, Page: CategoriesPage },
  { path: 'activity', label: auditAreaMessages.activity, Page: ActivityPage },
  { path: 'releases', label: releaseAreaMessages.releases, Page: ReleasesPage },
  { path: 'administrators', label: adminAccountMessages.title, Page: AdministratorsPage },
];

/**
 * Exposed as `mfeAdmin/routes`: everything under /admin/* except the login, which the shell owns
 * along with the guard in front of this area.
 */
function AdminArea({ apiBaseUrl }: RemoteAreaProps) {
  return (
    <RemoteRoot apiBaseUrl={apiBaseUrl} audience="admin">
      <Routes>
        <Route element={<AdminLayout links={adminPages} />}>
          <Route index element={<Navigate to="/admin/dashboard" replace />} />
          {adminPages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
        </Route>
      </Routes>
    </RemoteRoot>
  );
}

export default AdminArea satisfies RemoteArea;
