import { screenWidthPerTest } from '@drops/ui/testing';
import { cleanup, screen, within } from '@testing-library/react';
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
  const answerWidth = screenWidthPerTest();

  function renderAt(path: string, width: 'mobile' | 'desktop') {
    answerWidth(width);
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
    // One navigation at a width, rendered only there (jsdom applies no media CSS: the tabs are
    // hidden by it, and a hidden element is found with `hidden: true`).
    const navigation = screen.getAllByRole('navigation', { hidden: true });
    expect(navigation).toHaveLength(1);
    return within(navigation[0]!);
  }

  it("renders the sidebar alone on desktop: Edit Profile is the user menu's only", () => {
    const sidebar = renderAt('/dashboard', 'desktop');
    expect(sidebar.getByRole('link', { name: 'Drops' })).toBeInTheDocument();
    expect(screen.queryByText('Product')).not.toBeInTheDocument();
    expect(screen.queryByText('Edit Profile')).not.toBeInTheDocument();
    // The brand once: the sidebar's, not also the phone's top bar's.
    expect(screen.getAllByText('DROPS')).toHaveLength(1);
  });

  it('names the user menu button by its visible text first (WCAG 2.5.3, label in name)', () => {
    renderAt('/dashboard', 'desktop');
    const menuButton = screen.getByRole('button', { name: /account menu/, expanded: false });
    // What is seen: the username (the avatar beside it is decorative).
    expect(within(menuButton).getByText('maker')).toBeInTheDocument();
    expect(menuButton).toHaveAccessibleName('maker, account menu');
  });

  it('renders the Product and Edit Profile tabs alone on a phone', () => {
    const tabs = renderAt('/dashboard', 'mobile');
    expect(tabs.getByRole('link', { name: 'Edit Profile', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Drops', hidden: true })).not.toBeInTheDocument();
  });

  it('marks Drops and Product as the current page on the dashboard', () => {
    const drops = renderAt('/dashboard', 'desktop').getByRole('link', { name: 'Drops' });
    cleanup();
    const product = renderAt('/dashboard', 'mobile').getByRole('link', {
      name: 'Product',
      hidden: true,
    });
    for (const link of [drops, product]) {
      expect(link).toHaveAttribute('aria-current', 'page');
      expect(link).toHaveClass('active');
    }
  });

  it.each(['/add-product', '/add-product/0123456789abcdef01234567'])(
    'keeps Drops and Product marked while a drop is edited at %s, not as the current page',
    (path) => {
      const drops = renderAt(path, 'desktop').getByRole('link', { name: 'Drops' });
      cleanup();
      const product = renderAt(path, 'mobile').getByRole('link', { name: 'Product', hidden: true });
      for (const link of [drops, product]) {
        expect(link).toHaveAttribute('data-area-current');
        expect(link).not.toHaveAttribute('aria-current');
      }
    },
  );
});
