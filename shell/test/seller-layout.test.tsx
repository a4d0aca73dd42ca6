import { screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../src/app/app-providers';
import { SellerLayout } from '../src/features/seller-layout/components/seller-layout';
import { renderScreen } from './render';
import { storeSignedInSeller } from './signed-in-seller';

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

describe('seller layout without a seller', () => {
  it('says "Redirecting to login..." and then goes to /signin', async () => {
    window.localStorage.clear();
    renderScreen(
      <Routes>
        <Route element={<SellerLayout />}>
          <Route path="/edit-profile" element={<p>profile</p>} />
        </Route>
        <Route path="/signin" element={<Where />} />
      </Routes>,
      '/edit-profile',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to login...');
    expect(screen.queryByText('profile')).not.toBeInTheDocument();
    expect(await screen.findByText('Now at /signin', undefined, { timeout: 3000 })).toBeVisible();
  });
});

describe('seller layout navigation', () => {
  function renderAt(path: string) {
    storeSignedInSeller();
    renderScreen(
      <Provider store={createStore()}>
        {/* No call is made: the seller has no profile image to sign. */}
        <AppProviders apiBaseUrl="http://127.0.0.1:9/api/v1">
          <Routes>
            <Route element={<SellerLayout />}>
              <Route path="/dashboard" element={<p>dashboard</p>} />
              <Route path="/add-product/:id?" element={<p>editor</p>} />
            </Route>
          </Routes>
        </AppProviders>
      </Provider>,
      path,
    );
    // Both navigations, though only one shows at a width (jsdom has none: the tabs stay hidden,
    // and a hidden element has no accessible name to find it by).
    const [sidebar, tabs] = screen.getAllByRole('navigation', { hidden: true });
    return {
      drops: within(sidebar!).getByRole('link', { name: 'Drops' }),
      product: within(tabs!).getByRole('link', { name: 'Product', hidden: true }),
    };
  }

  it('marks Drops and Product as the current page on the dashboard', () => {
    const { drops, product } = renderAt('/dashboard');
    for (const link of [drops, product]) {
      expect(link).toHaveAttribute('aria-current', 'page');
      expect(link).toHaveClass('active');
    }
  });

  it.each(['/add-product', '/add-product/0123456789abcdef01234567'])(
    'keeps Drops and Product marked while a drop is edited at %s, not as the current page',
    (path) => {
      const { drops, product } = renderAt(path);
      for (const link of [drops, product]) {
        expect(link).toHaveAttribute('data-area-current');
        expect(link).not.toHaveAttribute('aria-current');
      }
    },
  );
});
