import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAdminSeller, inviteSeller, setSellerApproval, updateSeller } from '@drops/api-client';
import type { Seller } from '@drops/contracts';
import {
  apiClient,
  createDrop,
  publishedDropBody,
  signedInSeller,
  signUpSeller,
  startGateway,
  startLoadBalancer,
  uniqueIdentity,
  type SellerSetup,
} from '@drops/stack-testing';
import { adminSignedInForEachTest, renderArea } from './render-area';

const admin = adminSignedInForEachTest();
const adminApi = () => apiClient({ token: admin().token });

/** A text no other seller holds: each test searches the list for its own sellers by it. */
const uniqueTag = () => uniqueIdentity('tag').username;

/** A new seller whose full name carries `tag` (the list's search matches full names). */
async function sellerTagged(tag: string, setup: SellerSetup = {}): Promise<Seller> {
  const { seller } = await signUpSeller({ ...setup, details: { fullName: `Tester ${tag}` } });
  return seller;
}

const pendingSell = (tag: string) => sellerTagged(tag, { accountType: 'sell' });
const pendingFlex = (tag: string) => sellerTagged(tag, { accountType: 'flex' });

async function rejected(tag: string, setup: SellerSetup = { accountType: 'sell' }) {
  const seller = await sellerTagged(tag, setup);
  return (await setSellerApproval(adminApi(), seller._id, { isApproved: false, isActive: false }))
    .data;
}

/** A flex seller who asked to sell (Apply to Sell, as the seller's own PUT does). */
async function flexWhoAsked(tag: string): Promise<Seller> {
  const { token } = await signedInSeller({
    accountType: 'flex',
    details: { fullName: `Tester ${tag}` },
    // The spec's one-click Approve is for a verified email (issue 30 item 2).
    emailVerified: true,
  });
  return (await updateSeller(apiClient({ token }), { isRequestedforSell: true })).data;
}

async function invitedFlex(tag: string): Promise<Seller> {
  const seller = await pendingFlex(tag);
  return (await inviteSeller(adminApi(), seller._id)).data;
}

/** The seller as the server holds it now. */
const serverCopy = async (seller: Seller) => (await getAdminSeller(adminApi(), seller._id)).data;

const location = () => screen.getByTestId('location').textContent;
const rowOf = (username: string) =>
  screen.getByRole('cell', { name: new RegExp(username) }).closest('tr') as HTMLElement;
/**
 * The list shows `username`, and every row's picture is signed and shown: nothing arrives after
 * the test has looked.
 */
async function listed(username: string): Promise<void> {
  await screen.findByText(username);
  await waitFor(() =>
    within(screen.getByRole('table'))
      .getAllByTestId('avatar')
      .forEach((avatar) => expect(avatar.querySelector('img')).not.toBeNull()),
  );
}
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('/admin/sellers list states', () => {
  it('shows Loading sellers... until the list arrives, then one row per seller with the derived status', async () => {
    const tag = uniqueTag();
    const [pending, approved, rejectedOne] = await Promise.all([
      pendingSell(tag),
      sellerTagged(tag, { accountType: 'sell', approved: true }),
      rejected(tag),
    ]);
    renderArea(`/admin/sellers?search=${tag}`);
    expect(screen.getByText('Loading sellers...')).toBeInTheDocument();
    await listed(pending.username);
    expect(within(rowOf(pending.username)).getByText('Pending')).toBeInTheDocument();
    expect(within(rowOf(approved.username)).getByText('Approved')).toBeInTheDocument();
    expect(within(rowOf(rejectedOne.username)).getByText('Rejected')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.queryByText('Loading sellers...')).not.toBeInTheDocument();
    // One page only: no pagination controls.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows "No sellers found" for an empty list', async () => {
    renderArea(`/admin/sellers?search=${uniqueTag()}`);
    expect(await screen.findByText('No sellers found')).toBeInTheDocument();
  });

  it("shows the server's reason with Retry while the admin service is down, and reads again on Retry", async () => {
    const tag = uniqueTag();
    const back = await pendingSell(tag);
    const gateway = await startGateway({ down: ['admin'] });
    renderArea(`/admin/sellers?search=${tag}`, gateway.apiUrl);
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    await gateway.startService('admin');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await listed(back.username);
  });

  it('shows "Failed to fetch sellers" when the answer gives no reason', async () => {
    const balancer = await startLoadBalancer({
      failWith: { method: 'GET', path: '/admin/sellers', status: 502 },
    });
    renderArea('/admin/sellers', balancer.apiUrl);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch sellers');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows only the buttons the spec allows on each row', async () => {
    const tag = uniqueTag();
    const [flexAsked, flexInvited, sellPending, sellApproved, sellRejected] = await Promise.all([
      flexWhoAsked(tag),
      invitedFlex(tag),
      pendingSell(tag),
      sellerTagged(tag, { accountType: 'sell', approved: true }),
      rejected(tag),
    ]);
    renderArea(`/admin/sellers?search=${tag}`);
    await listed(flexAsked.username);
    const buttons = (seller: Seller) =>
      within(rowOf(seller.username))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons(flexAsked)).toEqual(['View', 'Approve', 'Reject', 'Invite']);
    expect(buttons(flexInvited)).toEqual(['View']);
    expect(buttons(sellPending)).toEqual(['View', 'Approve', 'Reject']);
    expect(buttons(sellApproved)).toEqual(['View', 'Reject']);
    expect(buttons(sellRejected)).toEqual(['View']);
  });
});

describe('/admin/sellers actions', () => {
  it('approves a flex seller (who becomes sell), toasts, and reads the list again', async () => {
    const tag = uniqueTag();
    const flexer = await flexWhoAsked(tag);
    renderArea(`/admin/sellers?search=${tag}`);
    await listed(flexer.username);
    await userEvent.click(within(rowOf(flexer.username)).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Seller approved successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf(flexer.username)).getByText('Approved')).toBeInTheDocument(),
    );
    expect(within(rowOf(flexer.username)).getByText('Seller')).toBeInTheDocument();
    expect(await serverCopy(flexer)).toMatchObject({
      accountType: 'sell',
      isApproved: true,
      isActive: true,
    });
  });

  it('rejects with both flags false and says "Seller rejected successfully"', async () => {
    const tag = uniqueTag();
    const toReject = await pendingSell(tag);
    renderArea(`/admin/sellers?search=${tag}`);
    await listed(toReject.username);
    await userEvent.click(within(rowOf(toReject.username)).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Seller rejected successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf(toReject.username)).getByText('Rejected')).toBeInTheDocument(),
    );
    expect(await serverCopy(toReject)).toMatchObject({
      accountType: 'sell',
      isApproved: false,
      isActive: false,
    });
  });

  it('invites, and shows "Failed to send invitation" with the reason when it fails', async () => {
    const tag = uniqueTag();
    const [flexy, raced] = await Promise.all([pendingFlex(tag), pendingFlex(tag)]);
    renderArea(`/admin/sellers?search=${tag}`);
    await listed(flexy.username);
    await userEvent.click(within(rowOf(flexy.username)).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(rowOf(flexy.username)).queryByRole('button', { name: 'Invite' }),
      ).not.toBeInTheDocument(),
    );
    expect((await serverCopy(flexy)).invitation).toBe('invited');

    // Another administrator invites the second seller while this list still offers it.
    await inviteSeller(adminApi(), raced._id);
    await userEvent.click(within(rowOf(raced.username)).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Failed to send invitation')).toBeInTheDocument();
    expect(screen.getByText('This seller has already been invited')).toBeInTheDocument();
  });

  it('"Failed to update seller status" when approving fails', async () => {
    const tag = uniqueTag();
    const stuck = await sellerTagged(tag, { accountType: 'sell', emailVerified: true });
    // The list reaches the real gateway; the approval meets a load balancer's own 500 page.
    const balancer = await startLoadBalancer({
      failWith: { method: 'PUT', path: '/admin/sellers/', status: 500 },
    });
    renderArea(`/admin/sellers?search=${tag}`, balancer.apiUrl);
    await listed(stuck.username);
    await userEvent.click(within(rowOf(stuck.username)).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Failed to update seller status')).toBeInTheDocument();
    expect(within(rowOf(stuck.username)).getByText('Pending')).toBeInTheDocument();
    expect(await serverCopy(stuck)).toMatchObject({ isApproved: false, isActive: true });
  });
});

describe('/admin/sellers detail modal', () => {
  it('shows stats and recent products, or "Failed to load seller details"', async () => {
    const tag = uniqueTag();
    const maker = await signedInSeller({
      accountType: 'sell',
      details: { fullName: `De Tailed ${tag}` },
    });
    await Promise.all([
      createDrop(maker, publishedDropBody({ name: `First ${tag}` })),
      createDrop(maker, publishedDropBody({ name: `Second ${tag}` })),
      createDrop(maker, { name: `Sketch ${tag}` }),
    ]);
    const username = maker.seller.username;
    const view = renderArea(`/admin/sellers?search=${tag}`);
    await userEvent.click(await screen.findByRole('button', { name: `View ${username}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Seller details' });
    expect(await within(dialog).findByText(`De Tailed ${tag}`)).toBeInTheDocument();
    expect(within(dialog).getByText('Published products').nextElementSibling).toHaveTextContent(
      '2',
    );
    expect(within(dialog).getByText('Total products').nextElementSibling).toHaveTextContent('3');
    expect(within(dialog).getByText(`Sketch ${tag}`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    view.unmount();

    // The list reaches the real gateway; the detail read meets a load balancer's own 500 page.
    const balancer = await startLoadBalancer({
      failWith: { method: 'GET', path: `/admin/sellers/${maker.seller._id}`, status: 500 },
    });
    renderArea(`/admin/sellers?search=${tag}`, balancer.apiUrl);
    await userEvent.click(await screen.findByRole('button', { name: `View ${username}` }));
    const failed = await screen.findByRole('dialog', { name: 'Seller details' });
    expect(await within(failed).findByText('Failed to load seller details')).toBeInTheDocument();
  });
});

describe('/admin/sellers state in the URL', () => {
  // Eleven pending flex sellers, a pending sell one and a rejected flex one, all tagged.
  const tag = uniqueTag();
  let rejectedFlex: Seller;
  beforeAll(async () => {
    const sellers = await Promise.all([
      ...Array.from({ length: 11 }, () => pendingFlex(tag)),
      pendingSell(tag),
      rejected(tag, { accountType: 'flex' }),
    ]);
    rejectedFlex = sellers.at(-1) as Seller;
  });

  it('reads filters, search and page from the URL and the server filters by them', async () => {
    renderArea(`/admin/sellers?status=pending&accountType=flex&search=${tag}&page=2`);
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    // 11 pending flex sellers: page 2 holds the last one.
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(within(bodyRows()[0] as HTMLElement).getByText('Flexer')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    expect(screen.getByLabelText('Account type')).toHaveValue('flex');
    expect(screen.getByLabelText('Search sellers')).toHaveValue(tag);
  });

  /** The same address whatever the order of its query parameters. */
  const sortedQuery = (address: string) => {
    const url = new URL(address, 'http://area.test');
    url.searchParams.sort();
    return `${url.pathname}${url.search}`;
  };

  it('writes filter, search and page changes to the URL; a filter starts again at page 1', async () => {
    renderArea(`/admin/sellers?search=${tag}`);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(sortedQuery(location())).toBe(sortedQuery(`/admin/sellers?search=${tag}&page=2`)),
    );
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'rejected');
    await waitFor(() =>
      expect(sortedQuery(location())).toBe(
        sortedQuery(`/admin/sellers?search=${tag}&status=rejected`),
      ),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(rowOf(rejectedFlex.username)).toBeInTheDocument();

    const search = screen.getByLabelText('Search sellers');
    await userEvent.clear(search);
    await userEvent.type(search, `${rejectedFlex.username}{Enter}`);
    await waitFor(() =>
      expect(sortedQuery(location())).toBe(
        sortedQuery(`/admin/sellers?search=${rejectedFlex.username}&status=rejected`),
      ),
    );
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending');
    await waitFor(() =>
      expect(sortedQuery(location())).toBe(
        sortedQuery(`/admin/sellers?search=${rejectedFlex.username}&status=pending`),
      ),
    );
    expect(await screen.findByText('No sellers found')).toBeInTheDocument();
  });

  it('searches by itself once typing pauses for 500 ms', async () => {
    renderArea('/admin/sellers');
    const search = await screen.findByLabelText('Search sellers');
    await userEvent.type(search, tag.slice(0, -1));
    const lastKey = performance.now();
    await userEvent.type(search, tag.slice(-1));
    await waitFor(() => expect(location()).toBe(`/admin/sellers?search=${tag}`));
    expect(performance.now() - lastKey).toBeGreaterThanOrEqual(500);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  });
});
