import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isApiError, listAdminCategories } from '@drops/api-client';
import { adminSessionKey } from '@drops/session';
import {
  apiClient,
  createDrop,
  recordRequests,
  signedInSeller,
  signStackToken,
  storeAdminSession,
  storeSellerSession,
  uniqueIdentity,
} from '@drops/stack-testing';
import { adminSignedInForEachTest, renderArea } from './render-area';

const admin = adminSignedInForEachTest();

describe('the administrator session', () => {
  it('a 401 mid-use ends the session and goes to /admin/login, keeping the filtered URL to return to', async () => {
    const word = uniqueIdentity('expiry').username.replace(/[^a-z0-9]/gi, '');
    const seller = await signedInSeller({ accountType: 'sell' });
    await Promise.all(
      Array.from({ length: 11 }, (_, index) =>
        createDrop(seller, { name: `Item ${index} ${word}` }),
      ),
    );
    const path = `/admin/products?status=draft&search=${word}`;
    renderArea(path);
    const next = await screen.findByRole('button', { name: 'Next' });
    // The session's time runs out: its token, as the stack's signer issued it, has expired.
    const expired = await signStackToken({
      audience: 'admin',
      subject: admin().user._id,
      expiresInSeconds: -60,
    });
    storeAdminSession({ ...admin(), token: expired });
    await userEvent.click(next);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/login$/),
    );
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toEqual({
      from: `${path}&page=2`,
      sessionExpired: true,
    });
    expect(window.localStorage.getItem(adminSessionKey)).toBeNull();
  });

  it("never sends a seller token: only the administrator token travels with the area's calls", async () => {
    const seller = await signedInSeller();
    // The server refuses a seller's token on the administrator's calls.
    const refusal = await listAdminCategories(apiClient(seller)).catch((error: unknown) => error);
    expect(isApiError(refusal) && refusal.status).toBe(401);

    storeSellerSession(seller);
    const requests = recordRequests();
    renderArea(`/admin/categories?search=${uniqueIdentity('none').username}`);
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([
      `Bearer ${admin().token}`,
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/categories/);
  });
});
