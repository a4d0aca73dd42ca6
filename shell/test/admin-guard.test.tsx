import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { clearAdminSession, expireAdminSession, signInAdminAtom } from '@drops/session';
import { createStore, Provider } from 'jotai';
import { AppConfigProvider } from '../src/app/app-config';
import { AdminGuard } from '../src/features/admin-access/components/admin-guard';
import { renderScreen } from './render';

function LoginProbe() {
  const location = useLocation();
  return <output data-testid="login">{JSON.stringify(location.state ?? null)}</output>;
}

// No API here: the guard's check of the stored session cannot reach a server, which leaves the
// decision to the area (the session stays), as when the API is briefly away.
const unreachableApi = 'http://127.0.0.1:9/api/v1';

function renderGuardedArea(path: string) {
  const store = createStore();
  store.set(signInAdminAtom, {
    token: 'admin-token',
    user: {
      _id: 'a'.repeat(24),
      email: 'admin@drops.local',
      username: 'admin',
      permissions: { admin: true },
    },
  });
  renderScreen(
    <Provider store={store}>
      <AppConfigProvider apiBaseUrl={unreachableApi}>
        <Routes>
          <Route path="/admin/login" element={<LoginProbe />} />
          <Route
            path="/admin/*"
            element={
              <AdminGuard>
                <p>Admin area</p>
              </AdminGuard>
            }
          />
        </Routes>
      </AppConfigProvider>
    </Provider>,
    path,
  );
}

describe('the administrator guard', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('sends an administrator whose token the area saw refused to /admin/login, told it expired and where they were', async () => {
    renderGuardedArea('/admin/products?status=draft&page=2');
    await waitFor(() => expect(screen.getByText('Admin area')).toBeVisible());
    // What remote-kit's admin policy does on a 401 inside the area.
    act(() => expireAdminSession('admin-token'));
    expect(JSON.parse((await screen.findByTestId('login')).textContent ?? '')).toEqual({
      from: '/admin/products?status=draft&page=2',
      sessionExpired: true,
    });
  });

  it('a plain sign-out goes to /admin/login without saying the session expired', async () => {
    renderGuardedArea('/admin/sellers');
    await waitFor(() => expect(screen.getByText('Admin area')).toBeVisible());
    act(() => clearAdminSession());
    expect(JSON.parse((await screen.findByTestId('login')).textContent ?? '')).toEqual({
      from: '/admin/sellers',
      sessionExpired: false,
    });
  });
});
