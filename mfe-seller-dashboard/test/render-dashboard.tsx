import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Seller } from '@drops/contracts';
import { routerFuture } from '@drops/federation';
import { sellerSessionKey } from '@drops/session';
import { UiProvider } from '@drops/ui';
import SellerDashboardArea from '../src/routes';
import { apiBaseUrl } from './fake-api';

function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

/** The exposed area as the shell mounts it, for a signed-in seller. */
export function renderDashboard(seller: Seller) {
  window.localStorage.setItem(sellerSessionKey, JSON.stringify({ token: 'token', seller }));
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={['/dashboard']} future={routerFuture}>
        <Routes>
          <Route path="/dashboard" element={<SellerDashboardArea apiBaseUrl={apiBaseUrl} />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

export function storedSeller(): Seller {
  const raw = window.localStorage.getItem(sellerSessionKey);
  return (JSON.parse(raw ?? 'null') as { seller: Seller }).seller;
}
