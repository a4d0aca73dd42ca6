import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSessionKey, sellerSessionKey } from '@drops/session';
import { installFakeApi, makeSeller, page, renderArea, signInAdmin } from './harness';

beforeEach(() => window.localStorage.clear());

const refused = {
  status: 401,
  body: { success: false, error: 'Access denied. Admin permissions required.' },
};

describe('the administrator session', () => {
  it('a 401 mid-use ends the session and goes to /admin/login, keeping the filtered URL to return to', async () => {
    signInAdmin();
    let expired = false;
    installFakeApi({
      'GET /admin/sellers': (call) =>
        expired ? refused : page([makeSeller()], { page: Number(call.query.page), total: 30 }),
    });
    renderArea('/admin/sellers?status=pending&search=ana');
    const next = await screen.findByRole('button', { name: 'Next' });
    expired = true;
    await userEvent.click(next);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/login$/),
    );
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toEqual({
      from: '/admin/sellers?status=pending&search=ana&page=2',
      sessionExpired: true,
    });
    expect(window.localStorage.getItem(adminSessionKey)).toBeNull();
  });

  it("never sends a seller token: only the administrator token travels with the area's calls", async () => {
    window.localStorage.setItem(
      sellerSessionKey,
      JSON.stringify({ token: 'seller-token', seller: makeSeller() }),
    );
    signInAdmin('the-admin-token');
    const api = installFakeApi({ 'GET /admin/categories': () => page([], { limit: 20 }) });
    renderArea('/admin/categories');
    await screen.findByText('No categories found');
    expect(api.calls.map((call) => call.authorization)).toEqual(['Bearer the-admin-token']);
  });
});
