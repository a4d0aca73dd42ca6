import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, makeSeller, page, renderArea, signInAdmin, type Answer } from './harness';

beforeEach(() => {
  window.localStorage.clear();
  signInAdmin();
});

const location = () => screen.getByTestId('location').textContent;
const rowOf = (name: string) =>
  screen.getByRole('cell', { name: new RegExp(name) }).closest('tr') as HTMLElement;

describe('/admin/sellers list states', () => {
  it('shows Loading... until the list arrives, then one row per seller with the derived status', async () => {
    let answer: (value: Answer) => void = () => undefined;
    installFakeApi({
      'GET /admin/sellers': () => new Promise<Answer>((resolve) => (answer = resolve)),
    });
    renderArea('/admin/sellers');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await act(async () =>
      answer(
        page([
          makeSeller({ username: 'pending_one', isApproved: false }),
          makeSeller({ username: 'approved_one', isApproved: true }),
          makeSeller({ username: 'rejected_one', isActive: false }),
        ]),
      ),
    );
    expect(within(rowOf('pending_one')).getByText('Pending')).toBeInTheDocument();
    expect(within(rowOf('approved_one')).getByText('Approved')).toBeInTheDocument();
    expect(within(rowOf('rejected_one')).getByText('Rejected')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    // One page only: no pagination controls.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows "No sellers found" for an empty list', async () => {
    installFakeApi({ 'GET /admin/sellers': () => page([]) });
    renderArea('/admin/sellers');
    expect(await screen.findByText('No sellers found')).toBeInTheDocument();
  });

  it('shows "Failed to fetch sellers" with Retry when the call fails, and reads again on Retry', async () => {
    let fail = true;
    installFakeApi({
      'GET /admin/sellers': () =>
        fail ? { status: 500, body: {} } : page([makeSeller({ username: 'back_again' })]),
    });
    renderArea('/admin/sellers');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch sellers');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('back_again')).toBeInTheDocument();
  });

  it('shows only the buttons the spec allows on each row', async () => {
    installFakeApi({
      'GET /admin/sellers': () =>
        page([
          makeSeller({ username: 'flex_asked', accountType: 'flex', isRequestedforSell: true }),
          makeSeller({ username: 'flex_invited', accountType: 'flex', invitation: 'invited' }),
          makeSeller({ username: 'sell_pending', accountType: 'sell' }),
          makeSeller({ username: 'sell_approved', accountType: 'sell', isApproved: true }),
          makeSeller({ username: 'sell_rejected', accountType: 'sell', isActive: false }),
        ]),
    });
    renderArea('/admin/sellers');
    await screen.findByText('flex_asked');
    const buttons = (name: string) =>
      within(rowOf(name))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons('flex_asked')).toEqual(['View', 'Approve', 'Reject', 'Invite']);
    expect(buttons('flex_invited')).toEqual(['View']);
    expect(buttons('sell_pending')).toEqual(['View', 'Approve', 'Reject']);
    expect(buttons('sell_approved')).toEqual(['View', 'Reject']);
    expect(buttons('sell_rejected')).toEqual(['View']);
  });
});

describe('/admin/sellers actions', () => {
  it('approves a flex seller (who becomes sell), toasts, and reads the list again', async () => {
    let approved = false;
    const api = installFakeApi({
      'GET /admin/sellers': () =>
        page([
          makeSeller({
            _id: 'cccccccccccccccccccccccc',
            username: 'flexer',
            accountType: approved ? 'sell' : 'flex',
            isRequestedforSell: true,
            isApproved: approved,
          }),
        ]),
      'PUT /admin/sellers/:id/approve': () => {
        approved = true;
        return { status: 200, body: { success: true, data: makeSeller() } };
      },
    });
    renderArea('/admin/sellers');
    await userEvent.click(
      await within(await screen.findByRole('table')).findByRole('button', { name: 'Approve' }),
    );
    expect(await screen.findByText('Seller approved successfully')).toBeInTheDocument();
    const approve = api.calls.find((call) => call.path.endsWith('/approve'));
    expect(approve).toMatchObject({
      method: 'PUT',
      path: '/admin/sellers/cccccccccccccccccccccccc/approve',
      body: { isApproved: true, isActive: true, accountType: 'sell' },
      authorization: 'Bearer admin-token',
    });
    await waitFor(() => expect(within(rowOf('flexer')).getByText('Approved')).toBeInTheDocument());
  });

  it('rejects with both flags false and says "Seller rejected successfully"', async () => {
    const seller = makeSeller({ username: 'to_reject' });
    const api = installFakeApi({
      'GET /admin/sellers': () => page([seller]),
      'PUT /admin/sellers/:id/approve': () => ({
        status: 200,
        body: { success: true, data: makeSeller() },
      }),
    });
    renderArea('/admin/sellers');
    await screen.findByText('to_reject');
    await userEvent.click(within(rowOf('to_reject')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Seller rejected successfully')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      isApproved: false,
      isActive: false,
    });
  });

  it('invites, and shows "Failed to send invitation" with the reason when it fails', async () => {
    let fail = false;
    const flexy = makeSeller({ username: 'flexy', accountType: 'flex' });
    installFakeApi({
      'GET /admin/sellers': () => page([flexy]),
      'POST /admin/sellers/:id/invite': () =>
        fail
          ? { status: 409, body: { success: false, error: 'This seller has already been invited' } }
          : { status: 200, body: { success: true, data: makeSeller() } },
    });
    renderArea('/admin/sellers');
    await screen.findByText('flexy');
    await userEvent.click(within(rowOf('flexy')).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent successfully')).toBeInTheDocument();
    fail = true;
    await userEvent.click(within(rowOf('flexy')).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Failed to send invitation')).toBeInTheDocument();
    expect(screen.getByText('This seller has already been invited')).toBeInTheDocument();
  });

  it('"Failed to update seller status" when approving fails', async () => {
    installFakeApi({
      'GET /admin/sellers': () => page([makeSeller({ username: 'stuck' })]),
      'PUT /admin/sellers/:id/approve': () => ({ status: 500, body: {} }),
    });
    renderArea('/admin/sellers');
    await screen.findByText('stuck');
    await userEvent.click(within(rowOf('stuck')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Failed to update seller status')).toBeInTheDocument();
  });
});

describe('/admin/sellers detail modal', () => {
  it('shows stats and recent products, or "Failed to load seller details"', async () => {
    let fail = false;
    installFakeApi({
      'GET /admin/sellers': () => page([makeSeller({ username: 'detailed' })]),
      'GET /admin/sellers/:id': () =>
        fail
          ? { status: 404, body: { success: false, error: 'Seller not found' } }
          : {
              status: 200,
              body: {
                success: true,
                data: {
                  ...makeSeller({ username: 'detailed', fullName: 'De Tailed' }),
                  stats: { totalProducts: 7, publishedProducts: 4, followersCount: 12, sales: 3 },
                  products: [],
                },
              },
            },
    });
    renderArea('/admin/sellers');
    await screen.findByText('detailed');
    await userEvent.click(screen.getByRole('button', { name: 'View detailed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seller details' });
    expect(await within(dialog).findByText('De Tailed')).toBeInTheDocument();
    expect(within(dialog).getByText('Published products').nextElementSibling).toHaveTextContent(
      '4',
    );
    expect(within(dialog).getByText('Total products').nextElementSibling).toHaveTextContent('7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'View detailed' }));
    const failed = await screen.findByRole('dialog', { name: 'Seller details' });
    expect(await within(failed).findByText('Failed to load seller details')).toBeInTheDocument();
  });
});

describe('/admin/sellers state in the URL', () => {
  it('reads filters, search and page from the URL and sends them', async () => {
    const api = installFakeApi({
      'GET /admin/sellers': (call) =>
        page([makeSeller()], { page: Number(call.query.page), total: 25 }),
    });
    renderArea('/admin/sellers?status=pending&accountType=flex&search=ana&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.calls[0]?.query).toEqual({
      page: '2',
      limit: '10',
      status: 'pending',
      accountType: 'flex',
      search: 'ana',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    expect(screen.getByLabelText('Account type')).toHaveValue('flex');
    expect(screen.getByLabelText('Search sellers')).toHaveValue('ana');
  });

  it('writes filter, search and page changes to the URL; a filter starts again at page 1', async () => {
    const api = installFakeApi({
      'GET /admin/sellers': (call) =>
        page([makeSeller()], { page: Number(call.query.page), total: 25 }),
    });
    renderArea('/admin/sellers');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/admin/sellers?page=2'));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'approved');
    await waitFor(() => expect(location()).toBe('/admin/sellers?status=approved'));
    await userEvent.type(screen.getByLabelText('Search sellers'), 'zed{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/sellers?status=approved&search=zed'));
    await waitFor(() =>
      expect(api.calls.at(-1)?.query).toEqual({
        page: '1',
        limit: '10',
        status: 'approved',
        accountType: 'all',
        search: 'zed',
      }),
    );
  });

  it('searches by itself once typing pauses for 500 ms', async () => {
    jest.useFakeTimers();
    try {
      installFakeApi({ 'GET /admin/sellers': () => page([makeSeller()]) });
      renderArea('/admin/sellers');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(await screen.findByLabelText('Search sellers'), 'mira');
      act(() => jest.advanceTimersByTime(400));
      expect(location()).toBe('/admin/sellers');
      act(() => jest.advanceTimersByTime(150));
      expect(location()).toBe('/admin/sellers?search=mira');
    } finally {
      jest.useRealTimers();
    }
  });
});
