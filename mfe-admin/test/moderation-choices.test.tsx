import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAdminSeller, listAuditLog } from '@drops/api-client';
import { decisionReasons, reviewReasons } from '@drops/contracts';
import {
  apiClient,
  createDrop,
  pauseDrop,
  publishedDropBody,
  rejectSeller,
  signedInSeller,
  signUpSeller,
  uniqueIdentity,
} from '@drops/stack-testing';
import { adminSignedInForEachTest, renderArea } from './render-area';

/**
 * Issue 31 item 4 against the real stack: a drop's pause offers the drop's reasons, a restore no
 * Reason box, and the seller dialog approves (with a note, after a question) a pending seller and
 * a rejected one, while the table's Approve stays the spec's one click.
 */
const admin = adminSignedInForEachTest();
const adminApi = () => apiClient({ token: admin().token });
const uniqueTag = () => uniqueIdentity('tag').username;
const uniqueWord = () => uniqueIdentity('drop').username.replace(/[^a-z0-9]/gi, '');

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)
    .filter((label) => label !== 'Choose a reason');

describe('drop dialog: the choices fit a drop', () => {
  it("pausing lists the drop's reasons; restoring asks no reason", async () => {
    const word = uniqueWord();
    const seller = await signedInSeller({ accountType: 'sell', approved: true });
    await createDrop(seller, publishedDropBody({ name: `Live ${word}` }));
    const held = await createDrop(seller, publishedDropBody({ name: `Held ${word}` }));
    await pauseDrop(held._id, { reason: 'wrong_category' });
    renderArea(`/admin/products?search=${word}`);

    await userEvent.click(await screen.findByRole('button', { name: `View Live ${word}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Product details' });
    const pause = await within(dialog).findByRole('form', { name: 'Pause drop' });
    const reasons = optionLabels(within(pause).getByRole('combobox', { name: 'Reason' }));
    expect(reasons).toEqual(decisionReasons.pause.map((code) => reviewReasons[code]));
    expect(reasons).toEqual(
      expect.arrayContaining(['Misleading listing', 'Rights complaint', 'Wrong category']),
    );
    expect(reasons).not.toContain('Incomplete profile');
    expect(reasons).not.toContain('Duplicate account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(await screen.findByRole('button', { name: `View Held ${word}` }));
    dialog = await screen.findByRole('dialog', { name: 'Product details' });
    const restore = await within(dialog).findByRole('form', { name: 'Restore drop' });
    expect(within(restore).queryByRole('combobox', { name: 'Reason' })).toBeNull();
    expect(within(restore).getByRole('textbox', { name: 'Note (optional)' })).toBeInTheDocument();
    // The history below may list the pause's reason too once it has loaded: read the state's own.
    const moderation = within(dialog).getByRole('region', { name: 'Moderation' });
    expect(within(moderation).getByText('Wrong category')).toBeInTheDocument();
  });
});

describe('seller dialog: Approve with a note and a question', () => {
  it('asks before approving, Cancel sends nothing, Confirm approves with the note', async () => {
    const tag = uniqueTag();
    const { seller } = await signUpSeller({
      accountType: 'sell',
      details: { fullName: `Tester ${tag}` },
      emailVerified: true,
    });
    renderArea(`/admin/sellers?search=${tag}`);
    await userEvent.click(await screen.findByRole('button', { name: `View ${seller.username}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Seller details' });
    const decision = await within(dialog).findByRole('region', { name: 'Review decision' });
    const approve = within(decision).getByRole('form', { name: 'Approve seller' });
    expect(within(approve).queryByRole('combobox', { name: 'Reason' })).toBeNull();
    await userEvent.type(
      within(approve).getByRole('textbox', { name: 'Note (optional)' }),
      'Portfolio checked',
    );

    await userEvent.click(within(approve).getByRole('button', { name: 'Approve seller' }));
    expect(
      within(approve).getByText(
        `Approve ${seller.username}? They can sell at once and are told by email.`,
      ),
    ).toBeInTheDocument();
    expect(within(approve).getByRole('button', { name: 'Confirm approval' })).toHaveFocus();
    await userEvent.click(within(approve).getByRole('button', { name: 'Cancel' }));
    expect((await getAdminSeller(adminApi(), seller._id)).data.isApproved).toBe(false);

    await userEvent.click(within(approve).getByRole('button', { name: 'Approve seller' }));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Seller approved successfully')).toBeInTheDocument();
    expect((await getAdminSeller(adminApi(), seller._id)).data).toMatchObject({
      isApproved: true,
      isActive: true,
    });
    const [entry] = (await listAuditLog(adminApi(), { targetId: seller._id })).data;
    expect(entry).toMatchObject({ action: 'seller_approve', note: 'Portfolio checked' });
    // Approved: the dialog offers Reject only.
    await waitFor(() =>
      expect(within(dialog).queryByRole('form', { name: 'Approve seller' })).toBeNull(),
    );
    expect(within(dialog).getByRole('form', { name: 'Reject seller' })).toBeInTheDocument();
  });

  it('approves a rejected seller (a change of mind), saying it reverses the rejection', async () => {
    const tag = uniqueTag();
    const { seller } = await signUpSeller({
      accountType: 'sell',
      details: { fullName: `Tester ${tag}` },
    });
    await rejectSeller(seller._id);
    renderArea(`/admin/sellers?search=${tag}`);
    await userEvent.click(await screen.findByRole('button', { name: `View ${seller.username}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Seller details' });
    const approve = await within(dialog).findByRole('form', { name: 'Approve seller' });
    expect(within(dialog).queryByRole('form', { name: 'Reject seller' })).toBeNull();
    await userEvent.click(within(approve).getByRole('button', { name: 'Approve seller' }));
    expect(within(approve).getByText(/This reverses the rejection/)).toBeInTheDocument();
    await userEvent.click(within(approve).getByRole('button', { name: 'Confirm approval' }));
    expect(await screen.findByText('Seller approved successfully')).toBeInTheDocument();
    expect((await getAdminSeller(adminApi(), seller._id)).data).toMatchObject({
      isApproved: true,
      isActive: true,
    });
  });

  it("keeps the table's Approve one click (the spec's flow), verified email or not", async () => {
    const tag = uniqueTag();
    const { seller } = await signUpSeller({
      accountType: 'sell',
      details: { fullName: `Tester ${tag}` },
    });
    renderArea(`/admin/sellers?search=${tag}`);
    const row = (await screen.findByRole('button', { name: `View ${seller.username}` })).closest(
      'tr',
    )!;
    expect(within(row).getByText('Unverified')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Seller approved successfully')).toBeInTheDocument();
    expect((await getAdminSeller(adminApi(), seller._id)).data.isApproved).toBe(true);
  });

  it("Seller Details' question says when the email is not verified (issue 30 item 2)", async () => {
    const tag = uniqueTag();
    const { seller } = await signUpSeller({
      accountType: 'sell',
      details: { fullName: `Tester ${tag}` },
    });
    renderArea(`/admin/sellers?search=${tag}`);
    await userEvent.click(await screen.findByRole('button', { name: `View ${seller.username}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Seller details' });
    const approve = await within(dialog).findByRole('form', { name: 'Approve seller' });
    await userEvent.click(within(approve).getByRole('button', { name: 'Approve seller' }));
    expect(within(approve).getByRole('status')).toHaveTextContent(
      `${seller.username} has not verified their email yet`,
    );
    await userEvent.click(within(approve).getByRole('button', { name: 'Cancel' }));
    expect((await getAdminSeller(adminApi(), seller._id)).data.isApproved).toBe(false);
    await userEvent.click(within(approve).getByRole('button', { name: 'Approve seller' }));
    await userEvent.click(within(approve).getByRole('button', { name: 'Confirm approval' }));
    expect(await screen.findByText('Seller approved successfully')).toBeInTheDocument();
    expect((await getAdminSeller(adminApi(), seller._id)).data.isApproved).toBe(true);
  });
});
