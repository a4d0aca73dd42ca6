import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isApiError, listAdminCategories } from '@drops/api-client';
import { adminSessionKey, takeAdminSessionExpired } from '@drops/session';
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
  it("a 401 mid-use ends the session and marks it expired, for the shell's guard to send the administrator to sign in", async () => {
    const word = uniqueIdentity('expiry').username.replace(/[^a-z0-9]/gi, '');
    const seller = await signedInSeller({ accountType: 'sell' });
    await Promise.all(
      Array.from({ length: 11 }, (_, index) =>
        createDrop(seller, { name: `Item ${index} ${word}` }),
      ),
    );
    renderArea(`/admin/products?status=draft&search=${word}`);
    const next = await screen.findByRole('button', { name: 'Next' });
    // The session's time runs out: its token, as the stack's signer issued it, has expired.
    const expired = await signStackToken({
      audience: 'admin',
      subject: admin().user._id,
      expiresInSeconds: -60,
    });
    storeAdminSession({ ...admin(), token: expired });
    await userEvent.click(next);
    await waitFor(() => expect(window.localStorage.getItem(adminSessionKey)).toBeNull());
    expect(takeAdminSessionExpired()).toBe(true);
    // Read once: a later sign-out is not told the session expired.
    expect(takeAdminSessionExpired()).toBe(false);
  });

  it('a 401 to an older token, answered after a new sign-in, leaves the new session alone', async () => {
    const stale = await signStackToken({
      audience: 'admin',
      subject: admin().user._id,
      expiresInSeconds: -60,
    });
    storeAdminSession({ ...admin(), token: stale });
    renderArea(`/admin/categories?search=${uniqueIdentity('stale').username}`);
    // The administrator signs in again while the refused call is on its way back.
    storeAdminSession(admin());
    // Issue 30: the refused read is repeated once with the token stored now (the new sign-in's),
    // so the list loads rather than failing.
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(adminSessionKey) ?? 'null')?.token).toBe(
      admin().token,
    );
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
