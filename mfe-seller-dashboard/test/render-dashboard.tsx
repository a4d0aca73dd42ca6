import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getSeller, listSellerProducts } from '@drops/api-client';
import type { Product, Seller } from '@drops/contracts';
import { routerFuture } from '@drops/federation';
import { sellerSessionKey, type SellerSession } from '@drops/session';
import { apiClient, stackApiUrl, storeSellerSession } from '@drops/stack-testing';
import { toastEvent, UiProvider, type ToastMessage } from '@drops/ui';
import SellerDashboardArea from '../src/routes';

// The dashboard's screen tests run against the real gateway and services (@drops/stack-testing):
// each test signs up its own sellers and creates its drops through the API.

function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

/** The exposed area as the shell mounts it, for the signed-in `session`, over `apiBaseUrl`. */
export function renderDashboard(session: SellerSession, apiBaseUrl = stackApiUrl()) {
  storeSellerSession(session);
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

/** The seller as this browser's session holds it now. */
export function storedSeller(): Seller {
  const raw = window.localStorage.getItem(sellerSessionKey);
  return (JSON.parse(raw ?? 'null') as { seller: Seller }).seller;
}

/** The seller as the server holds it now. */
export async function serverSeller({ token }: SellerSession): Promise<Seller> {
  return (await getSeller(apiClient({ token }))).data;
}

/** The names of the seller's drops as the server holds them now. */
export async function serverDropNames({ token }: SellerSession): Promise<string[]> {
  const listed = await listSellerProducts(apiClient({ token }), {});
  return listed.data.map((drop: Product) => drop.name).sort();
}

/** The list region (table or cards): `aria-busy` while a new search or filter is on its way. */
export function listRegion(): HTMLElement {
  const list = screen.queryByRole('table') ?? screen.getByRole('list', { name: 'Your drops' });
  const region = list.closest<HTMLElement>('[tabindex="-1"]');
  if (!region) throw new Error('no list region around the drops');
  return region;
}

/** The toasts the page raises, cleared before each test of the file that calls it. */
export function collectToasts(): ToastMessage[] {
  const toasts: ToastMessage[] = [];
  const collect = (event: Event) => toasts.push((event as CustomEvent<ToastMessage>).detail);
  beforeEach(() => {
    toasts.length = 0;
    window.localStorage.clear();
    window.addEventListener(toastEvent, collect);
  });
  afterEach(() => window.removeEventListener(toastEvent, collect));
  return toasts;
}
