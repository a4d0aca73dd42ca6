import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { Route, Routes, useLocation } from 'react-router-dom';
import { deleteSellerProduct, listNotifications } from '@drops/api-client';
import type { SellerSession } from '@drops/session';
import { screenWidthPerTest } from '@drops/ui/testing';
import {
  apiClient,
  createDrop,
  pauseDrop,
  publishedDropBody,
  signedInSeller,
  stackApiUrl,
  startGateway,
  storeSellerSession,
} from '@drops/stack-testing';
import { AppProviders } from '../src/app/app-providers';
import { SellerLayout } from '../src/features/seller-layout/components/seller-layout';
import { renderScreen } from './render';

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

const answerWidth = screenWidthPerTest();

function renderLayout(
  session: SellerSession,
  { apiUrl = stackApiUrl(), width = 'desktop' as 'desktop' | 'mobile' } = {},
) {
  answerWidth(width);
  window.localStorage.clear();
  storeSellerSession(session);
  renderScreen(
    <Provider store={createStore()}>
      <AppProviders apiBaseUrl={apiUrl}>
        <Routes>
          <Route element={<SellerLayout />}>
            <Route path="/dashboard" element={<Where />} />
            <Route path="/add-product/:id" element={<Where />} />
          </Route>
        </Routes>
      </AppProviders>
    </Provider>,
    '/dashboard',
  );
}

const bell = (name: string | RegExp = /^Notifications/) => screen.getByRole('button', { name });

/** An approved sell account: the approval is its first notification. */
const approvedSeller = () => signedInSeller({ accountType: 'sell', approved: true });

async function unreadOnServer(session: SellerSession) {
  return (await listNotifications(apiClient(session))).unread;
}

describe('notifications bell (issue 16)', () => {
  it('shows the count unread and opens a panel of notifications: title, body and time', async () => {
    const session = await approvedSeller();
    renderLayout(session);
    await waitFor(() => expect(bell('Notifications, 1 unread')).toBeInTheDocument());
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1');

    await userEvent.click(bell());
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const link = await within(panel).findByRole('link', { name: /Your account was approved/ });
    expect(link).toHaveTextContent('You can now sell your drops on Drops.');
    expect(link).toHaveTextContent('Unread');
    expect(link).toHaveAttribute('href', '/dashboard');
    expect(within(link).getByText(/\d\d\/\d\d\/\d{4}, \d\d:\d\d/)).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    renderLayout(await approvedSeller());
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opening a notification goes to what it is about and marks it read', async () => {
    const session = await approvedSeller();
    const drop = await createDrop(session, publishedDropBody({ name: 'Bell drop' }));
    await pauseDrop(drop._id, { reason: 'misleading_listing', note: 'Fix the photos.' });
    renderLayout(session);
    await waitFor(() => expect(bell('Notifications, 2 unread')).toBeInTheDocument());

    await userEvent.click(bell());
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const links = await within(panel).findAllByRole('link');
    // Newest first: the pause, then the approval.
    expect(links[0]).toHaveTextContent('Your drop was paused');
    expect(links[0]).toHaveTextContent('Reason: Misleading listing.');
    expect(links[1]).toHaveTextContent('Your account was approved');
    await userEvent.click(links[0]!);

    expect(await screen.findByText(`Now at /add-product/${drop._id}`)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await waitFor(() => expect(bell('Notifications, 1 unread')).toBeInTheDocument());
    expect(await unreadOnServer(session)).toBe(1);
  });

  it('a notification of a drop deleted since says so and opens nothing (issue 31 item 8)', async () => {
    const session = await approvedSeller();
    const drop = await createDrop(session, publishedDropBody({ name: 'Gone drop' }));
    await pauseDrop(drop._id, { reason: 'prohibited_item' });
    await deleteSellerProduct(apiClient(session), drop._id);
    renderLayout(session);
    // The deletion is delivered to the seller service a moment after it is made.
    await waitFor(
      async () => {
        const [first] = (await listNotifications(apiClient(session))).data;
        expect(first?.dropDeleted).toBe(true);
      },
      { timeout: 15_000 },
    );

    await userEvent.click(await screen.findByRole('button', { name: /^Notifications, 2 unread/ }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const gone = await within(panel).findByRole('button', { name: /Your drop was paused/ });
    expect(gone).toHaveTextContent('This drop has since been deleted.');
    expect(within(panel).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(gone);

    await waitFor(() => expect(bell('Notifications, 1 unread')).toBeInTheDocument());
    expect(screen.getByText('Now at /dashboard')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('"Mark all as read" clears the count, here and on the server', async () => {
    const session = await approvedSeller();
    const drop = await createDrop(session, publishedDropBody());
    await pauseDrop(drop._id, { reason: 'other' });
    renderLayout(session, { width: 'mobile' });
    await waitFor(() => expect(bell('Notifications, 2 unread')).toBeInTheDocument());

    await userEvent.click(bell());
    const panel = screen.getByRole('region', { name: 'Notifications' });
    await within(panel).findAllByRole('link');
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(bell('Notifications')).toBeInTheDocument());
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(within(panel).queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
    expect(await unreadOnServer(session)).toBe(0);
  });

  it('says when there are none yet', async () => {
    renderLayout(await signedInSeller());
    await userEvent.click(bell('Notifications'));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows loading, then the error with Retry, which reads again once the service is back', async () => {
    const session = await approvedSeller();
    const gateway = await startGateway({ down: ['seller'] });
    renderLayout(session, { apiUrl: gateway.apiUrl });
    // Opened at once, in the same task as the render: before any answer can have come.
    fireEvent.click(bell('Notifications'));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading notifications...');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Service unavailable');

    await gateway.startService('seller');
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(
      await within(panel).findByRole('link', { name: /Your account was approved/ }),
    ).toBeInTheDocument();
    expect(bell('Notifications, 1 unread')).toBeInTheDocument();
  });

  it('counts a new notification without a reload when the window gets focus', async () => {
    const session = await approvedSeller();
    const drop = await createDrop(session, publishedDropBody());
    renderLayout(session);
    await waitFor(() => expect(bell('Notifications, 1 unread')).toBeInTheDocument());

    await pauseDrop(drop._id, { reason: 'prohibited_item' });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(bell('Notifications, 2 unread')).toBeInTheDocument());
  });
});
