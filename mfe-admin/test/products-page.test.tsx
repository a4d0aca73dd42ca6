import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteSellerProduct, getAdminProduct } from '@drops/api-client';
import type { Product, ProductBody } from '@drops/contracts';
import {
  apiClient,
  badgeDrop,
  createDrop,
  publishedDropBody,
  signedInSeller,
  startLoadBalancer,
  storeDropStatus,
  uniqueIdentity,
  type SignedInSeller,
} from '@drops/stack-testing';
import { adminSignedInForEachTest, renderArea } from './render-area';

const admin = adminSignedInForEachTest();
const adminApi = () => apiClient({ token: admin().token });

/** One word no other drop's name holds (the product search matches whole words by prefix). */
const uniqueWord = () => uniqueIdentity('drop').username.replace(/[^a-z0-9]/gi, '');

const publishedDrop = (seller: SignedInSeller, body: ProductBody) =>
  createDrop(seller, publishedDropBody(body));

/** The badge the server holds now. */
const serverBadge = async (drop: Product) =>
  (await getAdminProduct(adminApi(), drop._id)).data.badge;

const rowOf = (name: string) =>
  screen.getByRole('cell', { name: new RegExp(name) }).closest('tr') as HTMLElement;

describe('/admin/products', () => {
  it('lists products with seller, status (unknown reads Draft) and badge; "No products found" when empty', async () => {
    const word = uniqueWord();
    const seller = await signedInSeller({ accountType: 'sell' });
    await publishedDrop(seller, { name: `Live one ${word}` });
    const odd = await createDrop(seller, { name: `Odd one ${word}` });
    const held = await createDrop(seller, { name: `Held one ${word}` });
    // Statuses no API call stores: paused, and a value an older writer left.
    await storeDropStatus(odd._id, 'archived');
    await storeDropStatus(held._id, 'paused');
    await badgeDrop(held._id);
    const view = renderArea(`/admin/products?search=${word}`);
    await screen.findByText(`Live one ${word}`);
    expect(within(rowOf('Live one')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('Live one')).getByText(seller.seller.username)).toBeInTheDocument();
    expect(within(rowOf('Odd one')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowOf('Held one')).getByText('Paused')).toBeInTheDocument();
    expect(within(rowOf('Held one')).getByText('Badged')).toBeInTheDocument();
    expect(within(rowOf('Live one')).getByText('No badge')).toBeInTheDocument();
    // One page only: no pagination controls.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    view.unmount();

    renderArea(`/admin/products?search=${uniqueWord()}`);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it("applies the filters of the URL; category and status options are the spec's", async () => {
    const word = uniqueWord();
    const seller = await signedInSeller({ accountType: 'sell' });
    const matching = await createDrop(seller, { name: `Match ${word}`, category: 'wellness' });
    const draft = await createDrop(seller, { name: `Draft ${word}`, category: 'wellness' });
    const art = await createDrop(seller, { name: `Art ${word}`, category: 'art' });
    await Promise.all([matching, art].map((drop) => storeDropStatus(drop._id, 'paused')));
    expect(draft.status).toBe('Draft');
    renderArea(`/admin/products?status=paused&category=Wellness&search=${word}`);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row').slice(1)).toEqual([rowOf(`Match ${word}`)]);
    expect(screen.getByLabelText('Status')).toHaveValue('paused');
    expect(screen.getByLabelText('Category')).toHaveValue('Wellness');
    expect(screen.getByLabelText('Search products')).toHaveValue(word);
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Category')).toEqual([
      'All categories',
      'Fashion',
      'Beauty',
      'Wellness',
      'Art',
      'Other',
    ]);
    expect(options('Status')).toEqual(['All statuses', 'Published', 'Draft', 'Paused']);
  });

  it("toggles the badge on and off with the spec's toasts", async () => {
    const word = uniqueWord();
    const seller = await signedInSeller({ accountType: 'sell' });
    const shiny = await publishedDrop(seller, { name: `Shiny ${word}` });
    renderArea(`/admin/products?search=${word}`);
    await screen.findByText(`Shiny ${word}`);
    await userEvent.click(within(rowOf('Shiny')).getByRole('button', { name: 'Add Badge' }));
    expect(await screen.findByText('Product badged successfully')).toBeInTheDocument();
    expect(within(rowOf('Shiny')).getByText('Badged')).toBeInTheDocument();
    expect(await serverBadge(shiny)).toBe(true);
    await userEvent.click(within(rowOf('Shiny')).getByRole('button', { name: 'Remove Badge' }));
    expect(await screen.findByText('Product unbadged successfully')).toBeInTheDocument();
    expect(within(rowOf('Shiny')).getByText('No badge')).toBeInTheDocument();
    expect(await serverBadge(shiny)).toBe(false);
  });

  it('"Failed to update product badge" when the toggle fails', async () => {
    const word = uniqueWord();
    const seller = await signedInSeller({ accountType: 'sell' });
    const stubborn = await publishedDrop(seller, { name: `Stubborn ${word}` });
    // The list reaches the real gateway; the toggle meets a load balancer's own 500 page.
    const balancer = await startLoadBalancer({
      failWith: { method: 'PUT', path: '/admin/products/', status: 500 },
    });
    renderArea(`/admin/products?search=${word}`, balancer.apiUrl);
    await screen.findByText(`Stubborn ${word}`);
    await userEvent.click(within(rowOf('Stubborn')).getByRole('button', { name: 'Add Badge' }));
    expect(await screen.findByText('Failed to update product badge')).toBeInTheDocument();
    expect(within(rowOf('Stubborn')).getByText('No badge')).toBeInTheDocument();
    expect(await serverBadge(stubborn)).toBe(false);
  });

  it('opens the detail modal, or says "Failed to load product details" once the drop is gone', async () => {
    const word = uniqueWord();
    const seller = await signedInSeller({ accountType: 'sell' });
    const deep = await createDrop(seller, {
      name: `Deep ${word}`,
      description: 'All about it',
      category: 'art',
    });
    renderArea(`/admin/products?search=${word}`);
    await userEvent.click(await screen.findByRole('button', { name: `View Deep ${word}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Product details' });
    expect(await within(dialog).findByText('All about it')).toBeInTheDocument();
    // Stored as the spec's value, shown by its label.
    expect(within(dialog).getByText('Art')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    // The seller deletes the drop while it is still listed here: the detail read answers 404.
    await deleteSellerProduct(apiClient(seller), deep._id);
    await userEvent.click(screen.getByRole('button', { name: `View Deep ${word}` }));
    expect(
      await within(await screen.findByRole('dialog', { name: 'Product details' })).findByText(
        'Failed to load product details',
      ),
    ).toBeInTheDocument();
  });

  it('shows pagination only with more than one page, and moves through the URL', async () => {
    const word = uniqueWord();
    const seller = await signedInSeller({ accountType: 'sell' });
    await Promise.all(
      Array.from({ length: 21 }, (_, index) =>
        createDrop(seller, { name: `Run ${index} ${word}` }),
      ),
    );
    renderArea(`/admin/products?search=${word}&page=3`);
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/admin/products?search=${word}&page=2`,
      ),
    );
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });
});
