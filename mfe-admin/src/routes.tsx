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

/**
 * Exposed as `mfeAdmin/routes`: everything under /admin/* except the login, which the shell owns
 * along with the guard in front of this area.
 */
function AdminArea({ apiBaseUrl }: RemoteAreaProps) {
  return (
    <RemoteRoot apiBaseUrl={apiBaseUrl} audience="admin">
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to="/admin/dashboard" replace />} />
          <Route path="dashboard" element={<AdminDashboardPage />} />
          <Route path="sellers" element={<SellersPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="activity" element={<ActivityPage />} />
          <Route path="releases" element={<ReleasesPage />} />
          <Route path="administrators" element={<AdministratorsPage />} />
          <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
        </Route>
      </Routes>
    </RemoteRoot>
  );
}

export default AdminArea satisfies RemoteArea;
