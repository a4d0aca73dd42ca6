import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@drops/contracts';
import { toastEvent, type ToastMessage } from '@drops/ui';
import { installFakeApi, uninstallFakeApi, type SeenCall } from './fake-api';
import { makeDrop, makeSeller, sellerId } from './fixtures';
import { renderDashboard, storedSeller } from './render-dashboard';

const toasts: ToastMessage[] = [];
const collectToast = (event: Event) => toasts.push((event as CustomEvent<ToastMessage>).detail);

beforeEach(() => {
  toasts.length = 0;
  window.localStorage.clear();
  window.addEventListener(toastEvent, collectToast);
});
afterEach(() => {
  window.removeEventListener(toastEvent, collectToast);
  uninstallFakeApi();
});

const list = (drops: Product[]) => ({
  body: {
    success: true,
    data: drops,
    pagination: { page: 1, limit: 100, total: drops.length, pages: 1 },
  },
});

/** A server holding `drops`, filtering by status and search like the catalog does. */
function dropsServer(
  drops: Product[],
  extra?: (call: SeenCall) => { status?: number; body: unknown } | undefined,
) {
  return installFakeApi((call) => {
    const answered = extra?.(call);
    if (answered) return answered;
    if (call.method === 'GET' && call.path === '/seller/products') {
      const status = call.query.get('status');
      const search = (call.query.get('search') ?? '').toLowerCase();
      return list(
        drops.filter(
          (drop) =>
            (!status || (status === 'Badges' ? drop.badge : drop.status === status)) &&
            drop.name.toLowerCase().includes(search),
        ),
      );
    }
    return undefined;
  });
}

describe('dashboard list states', () => {
  it('shows "Loading drops..." then the table with the sell columns', async () => {
    const api = dropsServer([makeDrop({ name: 'Neon Jacket', price: 99, quantity: 3 })]);
    renderDashboard(makeSeller());
    expect(screen.getByRole('heading', { name: 'Welcome, maker' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading drops...');

    const table = await screen.findByRole('table', { name: 'Your drops' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Drop', 'Category', 'Launch Date', 'Quantity', 'Price', 'Status', 'Actions']);
    const row = within(table).getByRole('row', { name: /Neon Jacket/ });
    expect(row).toHaveTextContent('£99.00');
    expect(row).toHaveTextContent('01/03/2026');
    expect(api.listCalls()[0]!.query.get('sellerId')).toBe(sellerId);
    expect(api.listCalls()[0]!.query.get('limit')).toBe('100');
    expect(screen.getByRole('searchbox', { name: 'Search drops' })).toHaveAttribute(
      'placeholder',
      'Search drops...',
    );
  });

  it('flex accounts see Date Added instead of Launch Date, Quantity and Price', async () => {
    dropsServer([makeDrop()], (call) =>
      call.path === `/seller/${sellerId}`
        ? { body: { success: true, data: makeSeller({ accountType: 'flex', isApproved: false }) } }
        : undefined,
    );
    renderDashboard(makeSeller({ accountType: 'flex', isApproved: false }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Drop', 'Category', 'Date Added', 'Status', 'Actions']);
  });

  it('shows "Error: ..." with Retry, and Retry loads again', async () => {
    let fail = true;
    dropsServer([makeDrop({ name: 'Back Again' })], (call) =>
      fail && call.path === '/seller/products'
        ? { status: 503, body: { success: false, error: 'Service unavailable' } }
        : undefined,
    );
    renderDashboard(makeSeller());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Service unavailable');
    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'Error',
        description: 'Failed to fetch products',
        variant: 'error',
      }),
    ]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back Again')).toBeInTheDocument();
  });

  it('uses "Failed to fetch products" when the server says nothing useful', async () => {
    installFakeApi(() => ({ status: 500, body: 'not json' }));
    renderDashboard(makeSeller());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch products');
  });

  it('shows "No Drops yet" with Add Drop, and no search, when the seller has none', async () => {
    dropsServer([]);
    renderDashboard(makeSeller());
    expect(await screen.findByText('No Drops yet')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Drop' }));
    expect(screen.getByText('Now at /add-product')).toBeInTheDocument();
  });

  it('renders cards on small screens', async () => {
    const matchMedia = jest.fn().mockReturnValue({
      matches: true,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    });
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    try {
      dropsServer([makeDrop({ name: 'Card Drop', price: 12.5 })]);
      renderDashboard(makeSeller());
      const cards = await screen.findByRole('list', { name: 'Your drops' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(cards).getByRole('listitem');
      expect(card).toHaveTextContent('Card Drop');
      expect(card).toHaveTextContent('£12.50');
      expect(card).not.toHaveTextContent('$');
    } finally {
      Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true });
    }
  });

  it('marks a video drop with a video thumbnail', async () => {
    dropsServer([
      makeDrop({ name: 'Clip', visuals: [{ type: 'video', url: 'https://cdn.test/clip.mp4' }] }),
      makeDrop({ name: 'Still', mainImage: 'https://cdn.test/still.png' }),
    ]);
    const { container } = renderDashboard(makeSeller());
    await screen.findByText('Clip');
    expect(screen.getByLabelText('Video of Clip').tagName).toBe('VIDEO');
    expect(
      within(screen.getByRole('row', { name: /Still/ })).getByRole('presentation'),
    ).toHaveAttribute('src', 'https://cdn.test/still.png');
    expect(container.querySelectorAll('[data-thumbnail="video"]')).toHaveLength(1);
  });
});

describe('search and status filter (on the server)', () => {
  it('searches 500 ms after the last keystroke, and at once with Search', async () => {
    const api = dropsServer([makeDrop({ name: 'Red Boot' }), makeDrop({ name: 'Blue Hat' })]);
    renderDashboard(makeSeller());
    await screen.findByText('Red Boot');
    const box = screen.getByRole('searchbox', { name: 'Search drops' });

    await userEvent.type(box, 'boot');
    // Typing alone asks nothing yet.
    expect(api.listCalls()).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Blue Hat')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    expect(api.listCalls()).toHaveLength(2);
    expect(api.listCalls()[1]!.query.get('search')).toBe('boot');

    await userEvent.clear(box);
    await userEvent.type(box, 'hat');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.listCalls().at(-1)!.query.get('search')).toBe('hat');
    expect(await screen.findByText('Blue Hat')).toBeInTheDocument();
  });

  it('offers All Status, Published, Draft, Upcoming, Badges and asks the server', async () => {
    const api = dropsServer([
      makeDrop({ name: 'Live One', status: 'Published' }),
      makeDrop({ name: 'Sketch', status: 'Draft' }),
      makeDrop({ name: 'Starred', status: 'Published', badge: true }),
    ]);
    renderDashboard(makeSeller());
    await screen.findByText('Live One');
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Status', 'Published', 'Draft', 'Upcoming', 'Badges']);

    await userEvent.selectOptions(filter, 'Badges');
    await waitFor(() => expect(screen.queryByText('Live One')).not.toBeInTheDocument());
    expect(screen.getByText('Starred')).toBeInTheDocument();
    expect(api.listCalls().at(-1)!.query.get('status')).toBe('Badges');

    await userEvent.selectOptions(filter, 'Upcoming');
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    expect(screen.getByText('Please try another search or filter')).toBeInTheDocument();
    // The search and filter stay so the seller can widen them again.
    expect(screen.getByRole('searchbox')).toBeInTheDocument();

    await userEvent.selectOptions(filter, 'All Status');
    expect(await screen.findByText('Sketch')).toBeInTheDocument();
    expect(api.listCalls().at(-1)!.query.has('status')).toBe(false);
  });
});

describe('row actions', () => {
  it('Sell for a flex seller who asked: "Seller Account is under review."', async () => {
    const flex = makeSeller({ accountType: 'flex', isApproved: false, isRequestedforSell: true });
    dropsServer([makeDrop({ name: 'Tee' })], (call) =>
      call.path === `/seller/${sellerId}` ? { body: { success: true, data: flex } } : undefined,
    );
    renderDashboard(flex);
    const row = await screen.findByRole('row', { name: /Tee/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Sell' }));
    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'Seller Account is under review.',
        description: 'you will be able to sell after your account is approved.',
      }),
    ]);
    expect(screen.getByRole('heading', { name: 'Welcome, maker' })).toBeInTheDocument();
  });

  it('Sell after an accepted invitation opens the edit form; no Sell on a selling drop', async () => {
    dropsServer([
      makeDrop({ name: 'Idle', selling: false }),
      makeDrop({ name: 'Busy', selling: true }),
    ]);
    renderDashboard(makeSeller({ invitation: 'accepted' }));
    const busy = await screen.findByRole('row', { name: /Busy/ });
    expect(within(busy).queryByRole('button', { name: 'Sell' })).not.toBeInTheDocument();
    const idle = screen.getByRole('row', { name: /Idle/ });
    await userEvent.click(within(idle).getByRole('button', { name: 'Sell' }));
    expect(screen.getByText(/Now at \/add-product\/d+\d+/)).toBeInTheDocument();
  });

  it('no Sell for a sell account that never asked; Edit opens /add-product/{id}', async () => {
    const drop = makeDrop({ name: 'Plain' });
    dropsServer([drop]);
    renderDashboard(makeSeller());
    const row = await screen.findByRole('row', { name: /Plain/ });
    expect(within(row).queryByRole('button', { name: 'Sell' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.getByText(`Now at /add-product/${drop._id}`)).toBeInTheDocument();
  });

  it('Delete asks first, then "DROP DELETED." and the list refreshes', async () => {
    const drops = [makeDrop({ name: 'Keep' }), makeDrop({ name: 'Bin Me' })];
    const api = dropsServer(drops, (call) => {
      if (call.method !== 'DELETE') return undefined;
      drops.splice(
        drops.findIndex((drop) => call.path.endsWith(drop._id)),
        1,
      );
      return { body: { success: true, message: 'DROP DELETED.' } };
    });
    renderDashboard(makeSeller());
    const row = await screen.findByRole('row', { name: /Bin Me/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'DELETE DROP?' });
    expect(dialog).toHaveTextContent('"Bin Me" will be removed for good.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'DELETE DROP?' })).getByRole('button', {
        name: 'DELETE',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Bin Me')).not.toBeInTheDocument());
    const deleteCall = api.calls.find((call) => call.method === 'DELETE')!;
    expect(deleteCall.query.get('sellerId')).toBe(sellerId);
    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'DROP DELETED.',
        description: 'Your drop has been removed',
        variant: 'success',
      }),
    ]);
    await waitFor(() => expect(api.listCalls()).toHaveLength(2));
    expect(screen.getByText('Keep')).toBeInTheDocument();
    expect(screen.getByRole('table').closest('[tabindex="-1"]')).toHaveFocus();
  });

  it('a refresh that fails after a delete is an Error toast; the list stays', async () => {
    let listed = 0;
    dropsServer([makeDrop({ name: 'Stay' }), makeDrop({ name: 'Go' })], (call) => {
      if (call.method === 'DELETE') return { body: { success: true, message: 'DROP DELETED.' } };
      if (call.path === '/seller/products' && ++listed > 1)
        return { status: 503, body: { success: false, error: 'Service unavailable' } };
      return undefined;
    });
    renderDashboard(makeSeller());
    const row = await screen.findByRole('row', { name: /Go/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'DELETE' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ title: 'Error', description: 'Failed to refresh products' }),
      ),
    );
    expect(screen.queryByText('Go')).not.toBeInTheDocument();
    expect(screen.getByText('Stay')).toBeInTheDocument();
  });

  it('a refused delete shows the server message as an Error toast and keeps the drop', async () => {
    dropsServer([makeDrop({ name: 'Stuck' })], (call) =>
      call.method === 'DELETE'
        ? { status: 404, body: { success: false, error: 'Not found' } }
        : undefined,
    );
    renderDashboard(makeSeller());
    const row = await screen.findByRole('row', { name: /Stuck/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'DELETE' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({ title: 'Error', description: 'Not found', variant: 'error' }),
      ]),
    );
    expect(screen.getByText('Stuck')).toBeInTheDocument();
  });
});

describe('dashboard dialogs', () => {
  it("first login: YOU'RE IN!, closing sets firstLogin false in the session and on the server", async () => {
    const flex = makeSeller({ accountType: 'flex', isApproved: false, firstLogin: true });
    const api = dropsServer([], (call) => {
      if (call.path !== `/seller/${sellerId}`) return undefined;
      return { body: { success: true, data: { ...flex, ...(call.body as object) } } };
    });
    renderDashboard(flex);
    const dialog = await screen.findByRole('dialog', { name: "YOU'RE IN!" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedSeller().firstLogin).toBe(false);
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ firstLogin: false }),
    );
  });

  it('first login of an approved sell account: APPROVED; ADD goes to the drop form', async () => {
    const api = dropsServer([], (call) =>
      call.method === 'PUT' ? { body: { success: true, data: makeSeller() } } : undefined,
    );
    renderDashboard(makeSeller({ firstLogin: true }));
    const dialog = await screen.findByRole('dialog', { name: 'APPROVED' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ADD' }));
    expect(screen.getByText('Now at /add-product')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    // A sell account is not re-read.
    expect(
      api.calls.some((call) => call.method === 'GET' && call.path === `/seller/${sellerId}`),
    ).toBe(false);
  });

  it('a flex seller approved meanwhile: the re-read updates the session and shows APPROVED', async () => {
    const before = makeSeller({ accountType: 'flex', isApproved: false, isRequestedforSell: true });
    const after = { ...before, accountType: 'sell' as const, isApproved: true };
    dropsServer([makeDrop({ name: 'Soon Sold' })], (call) =>
      call.method === 'GET' && call.path === `/seller/${sellerId}`
        ? { body: { success: true, data: after } }
        : undefined,
    );
    renderDashboard(before);
    const dialog = await screen.findByRole('dialog', { name: 'APPROVED' });
    expect(storedSeller()).toMatchObject({ accountType: 'sell', isApproved: true });
    // The table switched to the sell columns.
    expect(await screen.findByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('invitation: Become Seller accepts, the dialog reads APPROVED, the session is sell', async () => {
    const invited = makeSeller({ accountType: 'flex', isApproved: false, invitation: 'invited' });
    const api = dropsServer([], (call) => {
      if (call.path !== `/seller/${sellerId}`) return undefined;
      if (call.method === 'GET') return { body: { success: true, data: invited } };
      return { body: { success: true, data: { ...invited, ...(call.body as object) } } };
    });
    renderDashboard(invited);
    const dialog = await screen.findByRole('dialog', { name: 'INVITATION' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Become Seller' }));
    expect(await screen.findByRole('dialog', { name: 'APPROVED' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      invitation: 'accepted',
      accountType: 'sell',
      isApproved: true,
    });
    expect(storedSeller()).toMatchObject({
      accountType: 'sell',
      isApproved: true,
      invitation: 'accepted',
    });
    await userEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('invitation: Cancel declines', async () => {
    const invited = makeSeller({ accountType: 'flex', isApproved: false, invitation: 'invited' });
    const api = dropsServer([], (call) => {
      if (call.path !== `/seller/${sellerId}`) return undefined;
      if (call.method === 'GET') return { body: { success: true, data: invited } };
      return { body: { success: true, data: { ...invited, ...(call.body as object) } } };
    });
    renderDashboard(invited);
    const dialog = await screen.findByRole('dialog', { name: 'INVITATION' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      invitation: 'rejected',
    });
    expect(storedSeller()).toMatchObject({ accountType: 'flex', invitation: 'rejected' });
  });

  it('Escape closes the invitation without answering it; it comes back on the next visit', async () => {
    const invited = makeSeller({ accountType: 'flex', isApproved: false, invitation: 'invited' });
    const api = dropsServer([], (call) =>
      call.method === 'GET' && call.path === `/seller/${sellerId}`
        ? { body: { success: true, data: invited } }
        : undefined,
    );
    const first = renderDashboard(invited);
    const dialog = await screen.findByRole('dialog', { name: 'INVITATION' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    first.unmount();

    renderDashboard(invited);
    expect(await screen.findByRole('dialog', { name: 'INVITATION' })).toBeInTheDocument();
  });

  it('Escape on the first-login dialog also ends the first login', async () => {
    const api = dropsServer([], (call) =>
      call.method === 'PUT' ? { body: { success: true, data: makeSeller() } } : undefined,
    );
    renderDashboard(makeSeller({ firstLogin: true }));
    const dialog = await screen.findByRole('dialog', { name: 'APPROVED' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedSeller().firstLogin).toBe(false);
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ firstLogin: false }),
    );
  });

  it('a flex seller who asked to sell reads that the request is under review', async () => {
    const requested = makeSeller({
      accountType: 'flex',
      isApproved: false,
      isRequestedforSell: true,
    });
    dropsServer([], (call) =>
      call.method === 'GET' && call.path === `/seller/${sellerId}`
        ? { body: { success: true, data: requested } }
        : undefined,
    );
    renderDashboard(requested);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Your request to sell is under review.',
    );
    // Asking is the user menu's (the shell's): no second "Apply to Sell" here.
    expect(screen.queryByRole('button', { name: /apply to sell/i })).not.toBeInTheDocument();
  });

  it('no note for a flex seller who has not asked, nor for a sell account', async () => {
    const flex = makeSeller({ accountType: 'flex', isApproved: false });
    dropsServer([], (call) =>
      call.method === 'GET' && call.path === `/seller/${sellerId}`
        ? { body: { success: true, data: flex } }
        : undefined,
    );
    const first = renderDashboard(flex);
    await screen.findByText('No Drops yet');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    first.unmount();
    renderDashboard(makeSeller({ isRequestedforSell: true }));
    await screen.findByText('No Drops yet');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
