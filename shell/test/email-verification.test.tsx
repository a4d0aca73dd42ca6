import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { emailVerificationMessages as messages } from '@drops/contracts';
import { sellerSessionKey } from '@drops/session';
import { signedInSeller, stackApiUrl, storeSellerSession } from '@drops/stack-testing';
import { AppProviders } from '../src/app/app-providers';
import { VerifyEmailNotice } from '../src/features/email-verification/components/verify-email-notice';
import { VerifyEmailPage } from '../src/features/email-verification/components/verify-email-page';
import { SellerLayout } from '../src/features/seller-layout/components/seller-layout';
import { renderScreen } from './render';

/** Issue 30 item 2's page and notice against the real in-process stack. */
function renderAt(path: string) {
  renderScreen(
    <Provider store={createStore()}>
      <AppProviders apiBaseUrl={stackApiUrl()}>
        <Routes>
          <Route path="/verify-email" element={<VerifyEmailPage />} />
          <Route element={<SellerLayout notice={<VerifyEmailNotice />} />}>
            <Route path="/dashboard" element={<p>dashboard</p>} />
          </Route>
        </Routes>
      </AppProviders>
    </Provider>,
    path,
  );
}

const notice = () => screen.queryByRole('region', { name: messages.noticeName });

describe('/verify-email', () => {
  beforeEach(() => window.localStorage.clear());

  it('without a token: says the mail’s link is needed and leads to sign-in', () => {
    renderAt('/verify-email');
    expect(screen.getByText(messages.linkMissing)).toBeVisible();
    expect(screen.getByRole('link', { name: messages.toSignIn })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  it('refuses a link that is not valid, with the server’s words', async () => {
    renderAt(`/verify-email?token=${'x'.repeat(43)}`);
    expect(screen.getByRole('status')).toHaveTextContent(messages.verifying);
    expect(await screen.findByText(messages.linkInvalid)).toBeVisible();
  });
});

describe('the "Verify your email" notice', () => {
  it('shows for an unverified seller, and says why the mail is not sent again yet', async () => {
    const account = await signedInSeller({ accountType: 'flex' });
    storeSellerSession(account);
    renderAt('/dashboard');
    const region = await screen.findByRole('region', { name: messages.noticeName });
    expect(region).toHaveTextContent(messages.noticeBody);
    // Sign-up's mail went a moment ago: the server refuses another within the minute.
    await userEvent.click(within(region).getByRole('button', { name: messages.resend }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(messages.tooSoon);
  });

  it('is not shown for a verified seller, whose stored copy learns it from the server', async () => {
    const account = await signedInSeller({ accountType: 'flex', emailVerified: true });
    // A session stored before the seller was verified: the server's answer replaces it.
    storeSellerSession({ ...account, seller: { ...account.seller, emailVerified: false } });
    renderAt('/dashboard');
    expect(screen.getByText('dashboard')).toBeVisible();
    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem(sellerSessionKey) ?? '{}').seller.emailVerified,
      ).toBe(true),
    );
    expect(notice()).toBeNull();
  });
});
