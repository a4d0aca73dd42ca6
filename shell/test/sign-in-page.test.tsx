import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { serverMessages } from '@drops/contracts';
import { formatDate } from '@drops/format';
import { rejectSeller, signUpSeller, stackApiUrl } from '@drops/stack-testing';
import { AppProviders } from '../src/app/app-providers';
import { SignInPage } from '../src/features/sign-in/components/sign-in-page';
import { renderScreen } from './render';

function renderSignIn() {
  window.localStorage.clear();
  renderScreen(
    <Provider store={createStore()}>
      <AppProviders apiBaseUrl={stackApiUrl()}>
        <Routes>
          <Route path="/signin" element={<SignInPage />} />
          <Route path="/dashboard" element={<p>dashboard</p>} />
        </Routes>
      </AppProviders>
    </Provider>,
    '/signin',
  );
}

async function signInAs(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
}

describe('sign-in of a rejected seller (issue 16)', () => {
  it("shows the spec's refusal and why: the reason, the note and the date", async () => {
    const { seller, email, password } = await signUpSeller({ accountType: 'sell' });
    await rejectSeller(seller._id, {
      reason: 'unverifiable_work_link',
      note: 'The portfolio link does not open.',
    });
    renderSignIn();
    await signInAs(email, password);

    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.accountRejected);
    const decision = screen.getByRole('region', { name: 'Why your account was not approved' });
    expect(decision).toHaveTextContent('Unverifiable work link');
    expect(decision).toHaveTextContent('The portfolio link does not open.');
    expect(decision).toHaveTextContent(`Decided on${formatDate(new Date())}`);
    // Issue 31 item 5: "Please contact support" says where.
    expect(within(decision).getByRole('link', { name: 'support@drops.local' })).toHaveAttribute(
      'href',
      'mailto:support@drops.local',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('rejected in one click (no reason): says so, with no reason given', async () => {
    const { seller, email, password } = await signUpSeller({ accountType: 'sell' });
    await rejectSeller(seller._id);
    renderSignIn();
    await signInAs(email, password);

    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.accountRejected);
    const decision = screen.getByRole('region', { name: 'Why your account was not approved' });
    expect(decision).toHaveTextContent('No reason was given');
    expect(decision).not.toHaveTextContent('Note');
  });

  it('a pending sell account keeps the bare refusal, with no decision shown', async () => {
    const { email, password } = await signUpSeller({ accountType: 'sell' });
    renderSignIn();
    await signInAs(email, password);

    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(
      screen.queryByRole('region', { name: 'Why your account was not approved' }),
    ).not.toBeInTheDocument();
  });
});
