import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inviteSeller, setSellerApproval, updateSeller } from '@drops/api-client';
import type { Seller } from '@drops/contracts';
import type { SellerSession } from '@drops/session';
import {
  apiClient,
  createDrop,
  signedInSeller,
  signInAdmin,
  uniqueIdentity,
} from '@drops/stack-testing';
import { collectToasts, renderDashboard, serverSeller, storedSeller } from './render-dashboard';

collectToasts();

/** The seeded administrator's API client. */
const asAdmin = async () => apiClient(await signInAdmin());

/** A flex seller who has asked to sell; the session holds the seller as it is after asking. */
async function flexSellerWhoAsked(): Promise<SellerSession> {
  const session = await signedInSeller();
  const asked = await updateSeller(apiClient(session), {
    isRequestedforSell: true,
  });
  return { ...session, seller: asked.data };
}

/** A flex seller invited by the administrator after the session began (the re-read finds it). */
async function invitedFlexSeller(): Promise<SellerSession> {
  const session = await signedInSeller();
  await inviteSeller(await asAdmin(), session.seller._id);
  return session;
}

/** Escape on a native dialog: the browser's `cancel` event. */
const pressEscapeOn = (dialog: HTMLElement) =>
  fireEvent(dialog, new Event('cancel', { cancelable: true }));

describe('first login', () => {
  it("a flex seller: YOU'RE IN!, closing ends the first login in the session and on the server", async () => {
    const session = await signedInSeller({ firstLogin: true });
    renderDashboard(session);
    const dialog = await screen.findByRole('dialog', { name: "YOU'RE IN!" });
    // "Add" by role finds the dialog's alone while it is open (the header's ADD DROP is hidden
    // from such queries then), and its name is the spec's word.
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /add/i })).toEqual([
        within(dialog).getByRole('button', { name: 'Add' }),
      ]),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD DROP' })).toBeInTheDocument();
    expect(storedSeller().firstLogin).toBe(false);
    await waitFor(async () => expect((await serverSeller(session)).firstLogin).toBe(false));
  });

  it('an approved sell account: APPROVED; ADD goes to the drop form; the seller is not re-read', async () => {
    const session = await signedInSeller({ accountType: 'sell', firstLogin: true });
    // Renamed elsewhere after this session began: a re-read would bring the new name in.
    const { username } = uniqueIdentity();
    await updateSeller(apiClient(session), { username });
    renderDashboard(session);
    const dialog = await screen.findByRole('dialog', { name: 'APPROVED' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Now at /add-product')).toBeInTheDocument();
    await waitFor(async () => expect((await serverSeller(session)).firstLogin).toBe(false));
    expect(storedSeller()).toMatchObject({
      username: session.seller.username,
      firstLogin: false,
    });
  });

  it('Escape on the first-login dialog also ends the first login', async () => {
    const session = await signedInSeller({ accountType: 'sell', firstLogin: true });
    renderDashboard(session);
    pressEscapeOn(await screen.findByRole('dialog', { name: 'APPROVED' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedSeller().firstLogin).toBe(false);
    await waitFor(async () => expect((await serverSeller(session)).firstLogin).toBe(false));
  });
});

describe('approval and invitation', () => {
  it('a flex seller approved meanwhile: the re-read updates the session and shows APPROVED', async () => {
    const session = await flexSellerWhoAsked();
    await createDrop(session, { name: 'Soon Sold' });
    await setSellerApproval(await asAdmin(), session.seller._id, {
      isApproved: true,
      isActive: true,
    });
    renderDashboard(session);
    const dialog = await screen.findByRole('dialog', { name: 'APPROVED' });
    expect(storedSeller()).toMatchObject({ accountType: 'sell', isApproved: true });
    // The table switched to the sell columns.
    expect(await screen.findByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
    expect(screen.getByText('Soon Sold')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Become Seller accepts: the dialog reads APPROVED, the seller sells on the server and in the session', async () => {
    const session = await invitedFlexSeller();
    renderDashboard(session);
    const dialog = await screen.findByRole('dialog', { name: 'INVITATION' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Become Seller' }));
    expect(await screen.findByRole('dialog', { name: 'APPROVED' })).toBeInTheDocument();
    await screen.findByText('No Drops yet');
    const accepted: Partial<Seller> = {
      accountType: 'sell',
      isApproved: true,
      invitation: 'accepted',
    };
    expect(await serverSeller(session)).toMatchObject(accepted);
    expect(storedSeller()).toMatchObject(accepted);
    await userEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel declines the invitation', async () => {
    const session = await invitedFlexSeller();
    renderDashboard(session);
    const dialog = await screen.findByRole('dialog', { name: 'INVITATION' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await screen.findByText('No Drops yet');
    const declined: Partial<Seller> = { accountType: 'flex', invitation: 'rejected' };
    expect(await serverSeller(session)).toMatchObject(declined);
    expect(storedSeller()).toMatchObject(declined);
  });

  it('Escape closes the invitation without answering it; it comes back on the next visit', async () => {
    const session = await invitedFlexSeller();
    const first = renderDashboard(session);
    pressEscapeOn(await screen.findByRole('dialog', { name: 'INVITATION' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await screen.findByText('No Drops yet');
    expect((await serverSeller(session)).invitation).toBe('invited');
    first.unmount();

    renderDashboard({ ...session, seller: storedSeller() });
    expect(await screen.findByRole('dialog', { name: 'INVITATION' })).toBeInTheDocument();
  });
});

describe('the request to sell', () => {
  it('a flex seller who asked to sell reads that the request is under review', async () => {
    renderDashboard(await flexSellerWhoAsked());
    await screen.findByText('No Drops yet');
    expect(screen.getByRole('note')).toHaveTextContent('Your request to sell is under review.');
    // Asking is the user menu's (the shell's): no second "Apply to Sell" here.
    expect(screen.queryByRole('button', { name: /apply to sell/i })).not.toBeInTheDocument();
  });

  it('no note for a flex seller who has not asked, nor for a sell account that asked and was approved', async () => {
    const first = renderDashboard(await signedInSeller());
    await screen.findByText('No Drops yet');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    first.unmount();

    const asked = await flexSellerWhoAsked();
    const approved = await setSellerApproval(await asAdmin(), asked.seller._id, {
      isApproved: true,
      isActive: true,
    });
    renderDashboard({ ...asked, seller: { ...asked.seller, ...approved.data } });
    await screen.findByText('No Drops yet');
    expect(storedSeller()).toMatchObject({ accountType: 'sell', isRequestedforSell: true });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
