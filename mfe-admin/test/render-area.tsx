import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { routerFuture } from '@drops/federation';
import type { AdminSession } from '@drops/session';
import { signInAdmin, stackApiUrl, storeAdminSession } from '@drops/stack-testing';
import { UiProvider } from '@drops/ui';
import AdminArea from '../src/routes';

// The area against the real gateway and services (@drops/stack-testing): the seeded administrator
// signs in for real, and each test creates its own sellers, drops and categories.

/** Shows where the router is, so tests can read the URL the area wrote. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

/** The area as the shell places it: under /admin/*, with the shell's toaster on the page. */
export function renderArea(path: string, apiBaseUrl = stackApiUrl()) {
  return render(
    <UiProvider page>
      <MemoryRouter initialEntries={[path]} future={routerFuture}>
        <LocationProbe />
        <Routes>
          <Route path="/admin/login" element={<p>Administrator sign in</p>} />
          <Route path="/admin/*" element={<AdminArea apiBaseUrl={apiBaseUrl} />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

/**
 * Signs the administrator in once for the file (`POST /auth/login`) and puts the session in this
 * browser's storage before each test, which starts from empty storage. Returns the session.
 */
export function adminSignedInForEachTest(): () => AdminSession {
  let session: AdminSession | undefined;
  beforeAll(async () => {
    session = await signInAdmin();
  });
  beforeEach(() => {
    window.localStorage.clear();
    if (session) storeAdminSession(session);
  });
  return () => {
    if (!session) throw new Error('the administrator has not signed in');
    return session;
  };
}
