import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAdminProduct, getAdminSeller, listAuditLog } from '@drops/api-client';
import { reviewReasons, type Seller } from '@drops/contracts';
import {
  apiClient,
  createDrop,
  publishedDropBody,
  signedInSeller,
  signUpSeller,
  uniqueIdentity,
} from '@drops/stack-testing';
import { adminSignedInForEachTest, renderArea } from './render-area';

/**
 * Issue 16 in the administration area, against the real stack: the seller dialog's Reject with a
 * reason and note, the drop dialog's Pause and Restore with the moderation state, each dialog's
 * history, and the Activity page listing and filtering the log.
 */
const admin = adminSignedInForEachTest();
const adminApi = () => apiClient({ token: admin().token });
const uniqueTag = () => uniqueIdentity('tag').username;
const uniqueWord = () => uniqueIdentity('drop').username.replace(/[^a-z0-9]/gi, '');

async function pendingSell(tag: string): Promise<Seller> {
  const { seller } = await signUpSeller({
    accountType: 'sell',
    details: { fullName: `Tester ${tag}` },
  });
  return seller;
}

describe('seller detail dialog: Reject with a reason', () => {
  it('needs a reason, counts the note, rejects with both and shows it in the history', async () => {
    const tag = uniqueTag();
    const seller = await pendingSell(tag);
    renderArea(`/admin/sellers?search=${tag}`);
    await userEvent.click(await screen.findByRole('button', { name: `View ${seller.username}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Seller details' });
    const form = await within(dialog).findByRole('form', { name: 'Reject seller' });
    expect(within(dialog).getByRole('region', { name: 'Review decision' })).toContainElement(form);
    expect(await within(dialog).findByText('No administrator actions yet')).toBeInTheDocument();

    // Without a reason nothing is sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Reject with reason' }));
    expect(within(form).getByText('A reason is required')).toBeInTheDocument();
    expect((await getAdminSeller(adminApi(), seller._id)).data.isActive).toBe(true);

    // Keyboard only: the reason select, then the note.
    const reason = within(form).getByRole('combobox', { name: 'Reason' });
    reason.focus();
    await userEvent.selectOptions(reason, 'unverifiable_work_link');
    const note = within(form).getByRole('textbox', { name: 'Note (optional)' });
    await userEvent.click(note);
    await userEvent.keyboard('Link answers 404');
    expect(within(form).getByText('16/500')).toBeInTheDocument();
    await userEvent.tab();
    expect(within(form).getByRole('button', { name: 'Reject with reason' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('Seller rejected successfully')).toBeInTheDocument();
    const saved = (await getAdminSeller(adminApi(), seller._id)).data;
    expect(saved).toMatchObject({ isActive: false, isApproved: false });
    const history = within(dialog).getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Rejected seller')).toBeInTheDocument();
    expect(
      within(history).getByText(`${reviewReasons.unverifiable_work_link} — Link answers 404`),
    ).toBeInTheDocument();
    // A rejected seller is offered no second rejection, but Approve (issue 31: a change of mind).
    await waitFor(() =>
      expect(within(dialog).queryByRole('form', { name: 'Reject seller' })).toBeNull(),
    );
    expect(within(dialog).getByRole('form', { name: 'Approve seller' })).toBeInTheDocument();
    const [entry] = (await listAuditLog(adminApi(), { targetId: seller._id })).data;
    expect(entry).toMatchObject({
      action: 'seller_reject',
      reason: 'unverifiable_work_link',
      note: 'Link answers 404',
    });
  });

  it('refuses a note over 500 characters before sending', async () => {
    const tag = uniqueTag();
    const seller = await pendingSell(tag);
    renderArea(`/admin/sellers?search=${tag}`);
    await userEvent.click(await screen.findByRole('button', { name: `View ${seller.username}` }));
    const form = await screen.findByRole('form', { name: 'Reject seller' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'other');
    const note = within(form).getByRole('textbox', { name: 'Note (optional)' });
    await userEvent.click(note);
    await userEvent.paste('n'.repeat(501));
    expect(within(form).getByText('501/500')).toBeInTheDocument();
    expect(within(form).getByText('The note must be 500 characters or less')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Reject with reason' }));
    expect((await getAdminSeller(adminApi(), seller._id)).data.isActive).toBe(true);
  });
});

describe('product detail dialog: Pause and Restore', () => {
  it('pauses a live drop with a reason and note, shows why, restores it; history lists both', async () => {
    const word = uniqueWord();
    const seller = await signedInSeller({ accountType: 'sell', approved: true });
    const drop = await createDrop(seller, publishedDropBody({ name: `Paused ${word}` }));
    renderArea(`/admin/products?search=${word}`);
    await userEvent.click(await screen.findByRole('button', { name: `View Paused ${word}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Product details' });
    const moderation = await within(dialog).findByRole('region', { name: 'Moderation' });
    expect(within(moderation).getByText('Not paused')).toBeInTheDocument();

    const pause = within(moderation).getByRole('form', { name: 'Pause drop' });
    await userEvent.click(within(pause).getByRole('button', { name: 'Pause drop' }));
    expect(within(pause).getByText('A reason is required')).toBeInTheDocument();
    await userEvent.selectOptions(
      within(pause).getByRole('combobox', { name: 'Reason' }),
      'rights_complaint',
    );
    await userEvent.type(
      within(pause).getByRole('textbox', { name: 'Note (optional)' }),
      'Replica',
    );
    await userEvent.click(within(pause).getByRole('button', { name: 'Pause drop' }));

    expect(await screen.findByText('Drop paused')).toBeInTheDocument();
    // The reason's words in the state.
    await waitFor(() =>
      expect(
        within(moderation)
          .getAllByText(reviewReasons.rights_complaint)
          .map((element) => element.tagName),
      ).toContain('DD'),
    );
    expect(within(moderation).getByText('Replica')).toBeInTheDocument();
    expect((await getAdminProduct(adminApi(), drop._id)).data.status).toBe('paused');
    // The row shows the new status too.
    const row = screen.getByRole('cell', { name: new RegExp(`Paused ${word}`) }).closest('tr')!;
    expect(within(row as HTMLElement).getByText('Paused')).toBeInTheDocument();

    const restore = within(moderation).getByRole('form', { name: 'Restore drop' });
    await userEvent.click(within(restore).getByRole('button', { name: 'Restore drop' }));
    expect(await screen.findByText('Drop restored')).toBeInTheDocument();
    expect(await within(moderation).findByText('Not paused')).toBeInTheDocument();
    expect((await getAdminProduct(adminApi(), drop._id)).data.status).toBe('published');

    const history = within(dialog).getByRole('region', { name: 'History' });
    await waitFor(() =>
      expect(
        within(history)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('span')?.textContent),
      ).toEqual(['Restored drop', 'Paused drop']),
    );
    expect(
      within(history).getByText(`${reviewReasons.rights_complaint} — Replica`),
    ).toBeInTheDocument();
  });

  it('offers neither for a draft', async () => {
    const word = uniqueWord();
    const seller = await signedInSeller({ accountType: 'sell' });
    await createDrop(seller, { name: `Draft ${word}` });
    renderArea(`/admin/products?search=${word}`);
    await userEvent.click(await screen.findByRole('button', { name: `View Draft ${word}` }));
    const moderation = await screen.findByRole('region', { name: 'Moderation' });
    expect(
      within(moderation).getByText('Only a published drop can be paused.'),
    ).toBeInTheDocument();
    expect(within(moderation).queryByRole('form')).toBeNull();
  });
});

describe('/admin/activity', () => {
  it('lists the log newest first and filters it by action and target (in the URL)', async () => {
    const tag = uniqueTag();
    const seller = await pendingSell(tag);
    await adminApi().request('PUT', `/admin/sellers/${seller._id}/approve`, {
      body: { isApproved: false, isActive: false, reason: 'duplicate_account', note: `dup ${tag}` },
    });
    await adminApi().request('POST', `/admin/categories`, { body: { name: `Cat ${tag}` } });

    renderArea('/admin/activity');
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const firstRows = within(table).getAllByRole('row').slice(1);
    expect(within(firstRows[0]!).getByText('Created category')).toBeInTheDocument();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Action' }),
      'seller_reject',
    );
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/admin/activity?action=seller_reject',
      ),
    );
    // Issue 31: the target found by its name (any case), not only by its id.
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Target name' }),
      `${seller.username.toUpperCase()}{Enter}`,
    );
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/admin/activity?action=seller_reject&target=${seller.username.toUpperCase()}`,
      ),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getByText('Rejected seller')).toBeInTheDocument();
    expect(
      within(row).getByText(`${reviewReasons.duplicate_account} — dup ${tag}`),
    ).toBeInTheDocument();
    expect(screen.getByText('1 entry')).toBeInTheDocument();
    // Issue 31: the target by its name, linked to its record; changes in the screens' words.
    expect(within(row).getByRole('link', { name: seller.username })).toHaveAttribute(
      'href',
      `/admin/sellers?search=${seller.username}`,
    );
    expect(row).not.toHaveTextContent(seller._id);
    expect(row).not.toHaveTextContent(/is[A-Z]\w+:/);

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/activity'));
  });

  it('says "No activity found" when nothing matches, and is in the navigation', async () => {
    renderArea('/admin/activity?targetId=nothing-has-this-id');
    expect(await screen.findByText('No activity found')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByRole('link', { name: 'Activity' })).toHaveAttribute(
      'href',
      '/admin/activity',
    );
  });
});
