import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteSellerProduct, inviteSeller, updateSeller } from '@drops/api-client';
import {
  apiClient,
  createDrop,
  publishedDropBody,
  signedInSeller,
  signInAdmin,
  startLoadBalancer,
} from '@drops/stack-testing';
import { collectToasts, listRegion, renderDashboard, serverDropNames } from './render-dashboard';

const toasts = collectToasts();

const deleteButtonOf = async (name: string) =>
  within(await screen.findByRole('row', { name: new RegExp(name) })).getByRole('button', {
    name: 'Delete',
  });

const confirmDelete = async () =>
  userEvent.click(
    within(screen.getByRole('dialog', { name: 'DELETE DROP?' })).getByRole('button', {
      name: 'DELETE',
    }),
  );

describe('Sell and Edit', () => {
  it('Sell for a flex seller who asked: "Seller Account is under review."', async () => {
    const session = await signedInSeller();
    const asked = await updateSeller(apiClient(session), {
      isRequestedforSell: true,
    });
    await createDrop(session, { name: 'Tee' });
    renderDashboard({ ...session, seller: asked.data });
    const row = await screen.findByRole('row', { name: /Tee/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Sell' }));
    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'Seller Account is under review.',
        description: 'you will be able to sell after your account is approved.',
      }),
    ]);
    expect(
      screen.getByRole('heading', { name: `Welcome, ${session.seller.username}` }),
    ).toBeInTheDocument();
  });

  it('Sell after an accepted invitation opens the edit form; no Sell on a selling drop', async () => {
    const session = await signedInSeller();
    const admin = await signInAdmin();
    await inviteSeller(apiClient(admin), session.seller._id);
    const accepted = await updateSeller(apiClient(session), {
      invitation: 'accepted',
    });
    const idle = await createDrop(session, { name: 'Idle' });
    const busy = await createDrop(session, publishedDropBody({ name: 'Busy' }));
    expect([idle.selling, busy.selling]).toEqual([false, true]);
    renderDashboard({ ...session, seller: accepted.data });
    const busyRow = await screen.findByRole('row', { name: /Busy/ });
    expect(within(busyRow).queryByRole('button', { name: 'Sell' })).not.toBeInTheDocument();
    const idleRow = screen.getByRole('row', { name: /Idle/ });
    await userEvent.click(within(idleRow).getByRole('button', { name: 'Sell' }));
    expect(screen.getByText(`Now at /add-product/${idle._id}`)).toBeInTheDocument();
  });

  it('no Sell for a sell account that never asked; Edit opens /add-product/{id}', async () => {
    const session = await signedInSeller({ accountType: 'sell' });
    const drop = await createDrop(session, { name: 'Plain' });
    renderDashboard(session);
    const row = await screen.findByRole('row', { name: /Plain/ });
    expect(within(row).queryByRole('button', { name: 'Sell' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.getByText(`Now at /add-product/${drop._id}`)).toBeInTheDocument();
  });
});

describe('Delete', () => {
  it('asks first, then "DROP DELETED.", the drop is gone on the server and the list reloads', async () => {
    const session = await signedInSeller({ accountType: 'sell' });
    await createDrop(session, { name: 'Keep' });
    await createDrop(session, { name: 'Bin Me' });
    renderDashboard(session);
    const deleteBinMe = await deleteButtonOf('Bin Me');
    // Added in another tab: only a reload of the list shows it.
    await createDrop(session, { name: 'Added Elsewhere' });

    await userEvent.click(deleteBinMe);
    const dialog = screen.getByRole('dialog', { name: 'DELETE DROP?' });
    expect(dialog).toHaveTextContent('"Bin Me" will be removed for good.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(await serverDropNames(session)).toEqual(['Added Elsewhere', 'Bin Me', 'Keep']);

    await userEvent.click(deleteBinMe);
    await confirmDelete();
    await waitFor(() => expect(screen.queryByText('Bin Me')).not.toBeInTheDocument());
    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'DROP DELETED.',
        description: 'Your drop has been removed',
        variant: 'success',
      }),
    ]);
    expect(await screen.findByText('Added Elsewhere')).toBeInTheDocument();
    expect(screen.getByText('Keep')).toBeInTheDocument();
    expect(listRegion()).toHaveFocus();
    expect(await serverDropNames(session)).toEqual(['Added Elsewhere', 'Keep']);
  });

  it('a reload that fails after a delete is an Error toast; the list stays', async () => {
    const session = await signedInSeller({ accountType: 'sell' });
    await createDrop(session, { name: 'Stay' });
    await createDrop(session, { name: 'Go' });
    const balancer = await startLoadBalancer({
      failWith: { method: 'GET', path: '/seller/products', status: 503 },
      failing: false,
    });
    renderDashboard(session, balancer.apiUrl);
    const deleteGo = await deleteButtonOf('Go');
    await balancer.startFailing();
    await userEvent.click(deleteGo);
    await confirmDelete();
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ title: 'Error', description: 'Failed to refresh products' }),
      ),
    );
    expect(screen.queryByText('Go')).not.toBeInTheDocument();
    expect(screen.getByText('Stay')).toBeInTheDocument();
    expect(await serverDropNames(session)).toEqual(['Stay']);
  });

  it('a refused delete shows the server message as an Error toast and keeps the drop', async () => {
    const session = await signedInSeller({ accountType: 'sell' });
    const stuck = await createDrop(session, { name: 'Stuck' });
    renderDashboard(session);
    const deleteStuck = await deleteButtonOf('Stuck');
    // Deleted meanwhile in another tab: the server no longer has it to delete.
    await deleteSellerProduct(apiClient(session), stuck._id);
    await userEvent.click(deleteStuck);
    await confirmDelete();
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({ title: 'Error', description: 'Not found', variant: 'error' }),
      ]),
    );
    expect(screen.getByText('Stuck')).toBeInTheDocument();
  });
});
