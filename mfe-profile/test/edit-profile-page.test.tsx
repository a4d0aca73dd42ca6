import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Seller } from '@drops/contracts';
import { routerFuture } from '@drops/federation';
import { sellerSessionKey } from '@drops/session';
import { toastEvent, UiProvider, type ToastMessage } from '@drops/ui';
import ProfileArea from '../src/routes';

const apiBaseUrl = 'http://gateway.test/api/v1';
const sellerId = '0123456789abcdef01234567';

const seller: Seller = {
  _id: sellerId,
  username: 'maker_one',
  email: 'maker@drops.test',
  fullName: '',
  accountType: 'flex',
  role: ['creator'],
  roles: ['creator'],
  somethingElseText: '',
  profileImage: 'https://images.test/me.png',
  country: 'GB',
  bio: 'Posters.',
  portfolioLink: '',
  moodboardImage: '',
  vision: '',
  isPrivateProfile: false,
  isRequestedforSell: false,
  isApproved: false,
  isActive: true,
  invitation: null,
  firstLogin: false,
  followersCount: 0,
  sales: 0,
  trustScore: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status: number; body: unknown };

/** The gateway at the network boundary (jsdom has no fetch): answers in order, records calls. */
function serve(...answers: Answer[]): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? 'GET',
      path: new URL(String(input)).pathname.replace('/api/v1', ''),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = answers.shift() ?? { status: 500, body: { success: false, error: 'No answer' } };
    return {
      ok: answer.status < 300,
      status: answer.status,
      json: async () => answer.body,
    } as Response;
  }) as typeof fetch;
  return calls;
}

function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderArea() {
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

const toasts: ToastMessage[] = [];
const collect = (event: Event) => toasts.push((event as CustomEvent<ToastMessage>).detail);

beforeEach(() => {
  toasts.length = 0;
  window.localStorage.clear();
  window.addEventListener(toastEvent, collect);
});
afterEach(() => {
  window.removeEventListener(toastEvent, collect);
  delete (globalThis as { fetch?: unknown }).fetch;
});

const signIn = () =>
  window.localStorage.setItem(sellerSessionKey, JSON.stringify({ token: 'token', seller }));

describe('/edit-profile', () => {
  it('without a seller goes to /signin', async () => {
    renderArea();
    expect(await screen.findByText('Now at /signin')).toBeInTheDocument();
  });

  it('reads the seller from the server, then saves into the session and goes to the dashboard', async () => {
    signIn();
    const renamed = { ...seller, username: 'maker_two', isPrivateProfile: true };
    const calls = serve(
      { status: 200, body: { success: true, data: seller } },
      { status: 200, body: { success: true, data: renamed } },
    );
    renderArea();
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
    const username = await screen.findByLabelText('Username');
    expect(calls[0]).toMatchObject({ method: 'GET', path: `/seller/${sellerId}` });

    await userEvent.clear(username);
    await userEvent.type(username, 'maker_two');
    await userEvent.click(screen.getByRole('switch', { name: 'Private Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'SAVE PROFILE' }));

    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({
      method: 'PUT',
      path: `/seller/${sellerId}`,
      body: expect.objectContaining({ username: 'maker_two', isPrivateProfile: true }),
    });
    expect(calls[1]?.body).not.toHaveProperty('email');
    const stored = JSON.parse(window.localStorage.getItem(sellerSessionKey) ?? '{}') as {
      token: string;
      seller: Seller;
    };
    expect(stored.token).toBe('token');
    expect(stored.seller.username).toBe('maker_two');
    expect(toasts.map((toast) => toast.title)).toEqual(['Your profile has been edited.']);
  });

  it('shows a failed read with Retry, which reads again', async () => {
    signIn();
    serve(
      { status: 503, body: { success: false, error: 'Service unavailable' } },
      { status: 200, body: { success: true, data: seller } },
    );
    renderArea();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load profile: Service unavailable',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Username')).toHaveValue('maker_one');
  });

  it('keeps the form and tells why when the save is refused', async () => {
    signIn();
    serve(
      { status: 200, body: { success: true, data: seller } },
      {
        status: 400,
        body: {
          success: false,
          error: 'This username is already taken',
          errors: { username: 'This username is already taken' },
        },
      },
    );
    renderArea();
    await userEvent.click(await screen.findByRole('button', { name: 'SAVE PROFILE' }));
    expect(await screen.findByText('Please fix the validation errors below')).toBeInTheDocument();
    expect(screen.getByText('This username is already taken')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
    expect(toasts).toEqual([]);
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
  });

  it('says "Failed to update profile" when the server gives no reason', async () => {
    signIn();
    serve({ status: 200, body: { success: true, data: seller } }, { status: 500, body: {} });
    renderArea();
    await userEvent.click(await screen.findByRole('button', { name: 'SAVE PROFILE' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });
});
