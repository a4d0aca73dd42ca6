import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { adminAccountMessages, passwordMessages, validationMessages } from '@drops/contracts';
import { stackApiUrl } from '@drops/stack-testing';
import { AppProviders } from '../src/app/app-providers';
import { AcceptInvitePage } from '../src/features/password-reset/components/accept-invite-page';
import { ForgotPasswordPage } from '../src/features/password-reset/components/forgot-password-page';
import { ResetPasswordPage } from '../src/features/password-reset/components/reset-password-page';
import { renderScreen } from './render';

/** Issue 30's pages against the real in-process stack: their refusals and their answer. */
function renderAt(path: string) {
  renderScreen(
    <Provider store={createStore()}>
      <AppProviders apiBaseUrl={stackApiUrl()}>
        <Routes>
          <Route path="/forgot-password" element={<ForgotPasswordPage audience="seller" />} />
          <Route path="/reset-password" element={<ResetPasswordPage audience="seller" />} />
          <Route path="/admin/reset-password" element={<ResetPasswordPage audience="admin" />} />
          <Route path="/admin/accept-invite" element={<AcceptInvitePage />} />
        </Routes>
      </AppProviders>
    </Provider>,
    path,
  );
}

describe('forgot password', () => {
  it('checks the email, then says the same whatever the email', async () => {
    renderAt('/forgot-password');
    await userEvent.click(screen.getByRole('button', { name: passwordMessages.forgotSubmit }));
    expect(await screen.findByText(validationMessages.emailRequired)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Email'), `nobody.${Date.now()}@example.com`);
    await userEvent.click(screen.getByRole('button', { name: passwordMessages.forgotSubmit }));
    expect(await screen.findByRole('status')).toHaveTextContent(passwordMessages.forgotAccepted);
    expect(screen.getByRole('link', { name: passwordMessages.backToSignIn })).toHaveAttribute(
      'href',
      '/signin',
    );
  });
});

describe('reset password', () => {
  it('without a token: says the mail’s link is needed and leads to a new one', () => {
    renderAt('/reset-password');
    expect(screen.getByText(passwordMessages.resetLinkMissing)).toBeVisible();
    expect(screen.getByRole('link', { name: passwordMessages.askAgain })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('checks the password by sign-up’s rules, then refuses a link that is not valid', async () => {
    renderAt(`/admin/reset-password?token=${'x'.repeat(43)}`);
    await userEvent.type(screen.getByLabelText(passwordMessages.newPassword), 'short');
    await userEvent.click(screen.getByRole('button', { name: passwordMessages.resetSubmit }));
    expect(await screen.findByText(validationMessages.passwordTooShort)).toBeVisible();
    expect(screen.getByText(validationMessages.passwordsDoNotMatch)).toBeVisible();

    await userEvent.clear(screen.getByLabelText(passwordMessages.newPassword));
    await userEvent.type(screen.getByLabelText(passwordMessages.newPassword), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: passwordMessages.resetSubmit }));
    expect(await screen.findByText(passwordMessages.resetLinkInvalid)).toBeVisible();
    expect(screen.getByRole('link', { name: passwordMessages.askAgain })).toHaveAttribute(
      'href',
      '/admin/forgot-password',
    );
  });
});

describe('accept an invitation (issue 30 item 5)', () => {
  it('checks the password by sign-up’s rules, then refuses a link that is not valid', async () => {
    renderAt(`/admin/accept-invite?token=${'y'.repeat(43)}`);
    expect(screen.getByRole('heading', { name: adminAccountMessages.acceptTitle })).toBeVisible();
    await userEvent.type(screen.getByLabelText(passwordMessages.newPassword), 'short');
    await userEvent.click(screen.getByRole('button', { name: adminAccountMessages.acceptSubmit }));
    expect(await screen.findByText(validationMessages.passwordTooShort)).toBeVisible();
    await userEvent.clear(screen.getByLabelText(passwordMessages.newPassword));
    await userEvent.type(screen.getByLabelText(passwordMessages.newPassword), 'long-enough-pass-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-pass-1');
    await userEvent.click(screen.getByRole('button', { name: adminAccountMessages.acceptSubmit }));
    expect(await screen.findByText(adminAccountMessages.inviteInvalid)).toBeVisible();
  });

  it('without a token: says the link is not valid', () => {
    renderAt('/admin/accept-invite');
    expect(screen.getByText(adminAccountMessages.inviteInvalid)).toBeVisible();
  });
});
