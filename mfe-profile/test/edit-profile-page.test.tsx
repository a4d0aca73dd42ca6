import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getSeller, updateSeller } from '@drops/api-client';
import type { Seller } from '@drops/contracts';
import { routerFuture } from '@drops/federation';
import { sellerSessionKey } from '@drops/session';
import {
  apiClient,
  pngFile,
  signedInSeller,
  stackApiUrl,
  startGateway,
  startLoadBalancer,
  storeSellerSession,
  uniqueIdentity,
  unreachableApiUrl,
  type SignedInSeller,
} from '@drops/stack-testing';
import { toastEvent, UiProvider, type ToastMessage } from '@drops/ui';
import ProfileArea from '../src/routes';

// The page against the real gateway and services (@drops/stack-testing): each test signs up its own seller.

function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderArea(apiBaseUrl = stackApiUrl()) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={['/edit-profile']} future={routerFuture}>
        <Routes>
          <Route path="/edit-profile" element={<ProfileArea apiBaseUrl={apiBaseUrl} />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

/** The seller as the server has it now. */
async function serverCopy({ token }: SignedInSeller): Promise<Seller> {
  return (await getSeller(apiClient({ token }))).data;
}

const toasts: ToastMessage[] = [];
const collect = (event: Event) => toasts.push((event as CustomEvent<ToastMessage>).detail);

beforeAll(() => {
  // jsdom has no object URLs; the preview of a chosen file only needs a string.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  toasts.length = 0;
  window.localStorage.clear();
  window.addEventListener(toastEvent, collect);
});
afterEach(() => {
  window.removeEventListener(toastEvent, collect);
});

/** The form, once the seller is read and the stored picture's signed link is in place. */
async function loadedForm(): Promise<HTMLElement> {
  const username = await screen.findByLabelText('Username');
  expect(await screen.findByRole('img', { name: 'Profile image preview' })).toHaveAttribute(
    'data-media-state',
    'ready',
  );
  return username;
}

const save = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'SAVE PROFILE' }));

describe('/edit-profile', () => {
  it('without a seller goes to /signin', async () => {
    renderArea();
    expect(await screen.findByText('Now at /signin')).toBeInTheDocument();
  });

  it('reads the seller from the server, then saves into the session and goes to the dashboard', async () => {
    const account = await signedInSeller();
    storeSellerSession(account);
    // Changed after the session was stored: the form must show the server's copy.
    await updateSeller(apiClient(account), { fullName: 'Fresh From Server' });
    renderArea();
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
    const username = await loadedForm();
    expect(username).toHaveValue(account.seller.username);
    expect(screen.getByLabelText('Full name')).toHaveValue('Fresh From Server');

    // The email is read-only and sent back unchanged: a change asked for meanwhile elsewhere (it
    // waits for its link, issue 30 item 2) survives the save.
    const { email } = uniqueIdentity();
    await updateSeller(apiClient(account), { email });
    const { username: newUsername } = uniqueIdentity();
    await userEvent.clear(username);
    await userEvent.type(username, newUsername);
    await userEvent.click(screen.getByRole('switch', { name: 'Private Profile' }));
    await save();

    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    expect(await serverCopy(account)).toMatchObject({
      username: newUsername,
      isPrivateProfile: true,
      fullName: 'Fresh From Server',
      email: account.seller.email,
      pendingEmail: email,
    });
    const stored = JSON.parse(window.localStorage.getItem(sellerSessionKey) ?? '{}') as {
      token: string;
      seller: Seller;
    };
    expect(stored.token).toBe(account.token);
    expect(stored.seller).toMatchObject({ username: newUsername, isPrivateProfile: true });
    expect(toasts.map((toast) => toast.title)).toEqual(['Your profile has been edited.']);
  });

  it('turns email notifications off on the server, and shows them off when opened again', async () => {
    const account = await signedInSeller();
    storeSellerSession(account);
    expect((await serverCopy(account)).emailNotifications).toBe(true);
    const { unmount } = renderArea();
    await loadedForm();
    const mails = screen.getByRole('button', { name: /^Mail me about badges and drops/ });
    expect(mails).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(mails);
    await save();
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    expect((await serverCopy(account)).emailNotifications).toBe(false);
    unmount();

    renderArea();
    await loadedForm();
    expect(screen.getByRole('button', { name: /^Mail me about badges and drops/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows a failed read with Retry, which reads again once the service is back', async () => {
    const account = await signedInSeller();
    storeSellerSession(account);
    const gateway = await startGateway({ down: ['seller'] });
    renderArea(gateway.apiUrl);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load profile: Service unavailable',
    );
    await gateway.startService('seller');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await loadedForm()).toHaveValue(account.seller.username);
  });

  it('tells a network failure apart when the gateway cannot be reached', async () => {
    storeSellerSession(await signedInSeller());
    renderArea(unreachableApiUrl);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load profile: Network error occurred. Please try again.',
    );
  });

  it('keeps the form and tells why when the save is refused', async () => {
    const account = await signedInSeller();
    const other = await signedInSeller();
    storeSellerSession(account);
    renderArea();
    const username = await loadedForm();
    await userEvent.clear(username);
    await userEvent.type(username, other.seller.username);
    await save();
    expect(await screen.findByText('Please fix the validation errors below')).toBeInTheDocument();
    expect(screen.getByText('This username is already taken')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
    expect(toasts).toEqual([]);
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
    expect((await serverCopy(account)).username).toBe(account.seller.username);
  });

  it('says "Failed to update profile" when the answer gives no reason', async () => {
    const account = await signedInSeller();
    storeSellerSession(account);
    // The read reaches the real gateway; the save meets a load balancer's own 502 page.
    const balancer = await startLoadBalancer({
      failWith: { method: 'PUT', path: '/seller/', status: 502 },
    });
    renderArea(balancer.apiUrl);
    await loadedForm();
    await save();
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
  });

  it('uploads a chosen picture, saves its key, and keeps the stored one after a refused upload', async () => {
    const account = await signedInSeller();
    storeSellerSession(account);
    renderArea();
    await loadedForm();
    await userEvent.upload(
      screen.getByLabelText('Profile image'),
      new File(['only some notes'], 'notes.png', { type: 'image/png' }),
    );
    // The type is read from the content: the real catalog refuses it.
    expect(
      await screen.findByText('Failed to upload profile image: This file type is not allowed'),
    ).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Moodboard image'), pngFile('board.png'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'SAVE PROFILE' })).toBeEnabled());
    await save();
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    const saved = await serverCopy(account);
    expect(saved.profileImage).toBe(account.seller.profileImage);
    expect(saved.moodboardImage).toMatch(new RegExp(`^seller-moodboards/${account.seller._id}/`));
  });
});
