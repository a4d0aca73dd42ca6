import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, makeProduct, page, renderArea, signInAdmin } from './harness';

beforeEach(() => {
  window.localStorage.clear();
  signInAdmin();
});

const rowOf = (name: string) =>
  screen.getByRole('cell', { name: new RegExp(name) }).closest('tr') as HTMLElement;

describe('/admin/products', () => {
  it('lists products with seller, status (unknown reads Draft) and badge; "No products found" when empty', async () => {
    let products = [
      makeProduct({ name: 'Live one', status: 'published' }),
      makeProduct({ name: 'Odd one', status: 'archived' as 'draft' }),
      makeProduct({ name: 'Held one', status: 'paused', badge: true }),
    ];
    installFakeApi({ 'GET /admin/products': () => page(products) });
    const view = renderArea('/admin/products');
    await screen.findByText('Live one');
    expect(within(rowOf('Live one')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('Live one')).getByText('maker')).toBeInTheDocument();
    expect(within(rowOf('Odd one')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowOf('Held one')).getByText('Paused')).toBeInTheDocument();
    expect(within(rowOf('Held one')).getByText('Badged')).toBeInTheDocument();
    view.unmount();

    products = [];
    renderArea('/admin/products?search=nothing');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it("sends the filters of the URL; category and status options are the spec's", async () => {
    const api = installFakeApi({ 'GET /admin/products': () => page([makeProduct()]) });
    renderArea('/admin/products?status=paused&category=Wellness&search=lamp');
    await screen.findByRole('table');
    expect(api.calls[0]?.query).toEqual({
      page: '1',
      limit: '10',
      status: 'paused',
      category: 'Wellness',
      search: 'lamp',
    });
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
    const product = makeProduct({ name: 'Shiny', badge: false });
    const api = installFakeApi({
      'GET /admin/products': () => page([product]),
      'PUT /admin/products/:id/badge': (call) => {
        const badge = (call.body as { badge: boolean }).badge;
        return { status: 200, body: { success: true, data: { ...product, badge } } };
      },
    });
    renderArea('/admin/products');
    await screen.findByText('Shiny');
    await userEvent.click(within(rowOf('Shiny')).getByRole('button', { name: 'Add Badge' }));
    expect(await screen.findByText('Product badged successfully')).toBeInTheDocument();
    expect(within(rowOf('Shiny')).getByText('Badged')).toBeInTheDocument();
    await userEvent.click(within(rowOf('Shiny')).getByRole('button', { name: 'Remove Badge' }));
    expect(await screen.findByText('Product unbadged successfully')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { badge: true },
      { badge: false },
    ]);
  });

  it('"Failed to update product badge" when the toggle fails', async () => {
    installFakeApi({
      'GET /admin/products': () => page([makeProduct({ name: 'Stubborn' })]),
      'PUT /admin/products/:id/badge': () => ({ status: 500, body: {} }),
    });
    renderArea('/admin/products');
    await screen.findByText('Stubborn');
    await userEvent.click(within(rowOf('Stubborn')).getByRole('button', { name: 'Add Badge' }));
    expect(await screen.findByText('Failed to update product badge')).toBeInTheDocument();
    expect(within(rowOf('Stubborn')).getByText('No badge')).toBeInTheDocument();
  });

  it('opens the detail modal, or says "Failed to load product details"', async () => {
    let fail = false;
    const product = makeProduct({ name: 'Deep', description: 'All about it', category: 'art' });
    installFakeApi({
      'GET /admin/products': () => page([product]),
      'GET /admin/products/:id': () =>
        fail ? { status: 500, body: {} } : { status: 200, body: { success: true, data: product } },
    });
    renderArea('/admin/products');
    await userEvent.click(await screen.findByRole('button', { name: 'View Deep' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product details' });
    expect(await within(dialog).findByText('All about it')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'View Deep' }));
    expect(
      await within(await screen.findByRole('dialog', { name: 'Product details' })).findByText(
        'Failed to load product details',
      ),
    ).toBeInTheDocument();
  });

  it('shows pagination only with more than one page, and moves through the URL', async () => {
    installFakeApi({
      'GET /admin/products': (call) =>
        page([makeProduct()], { page: Number(call.query.page), total: 31 }),
    });
    renderArea('/admin/products?page=4');
    expect(await screen.findByText('Page 4 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/products?page=3'),
    );
    expect(await screen.findByText('Page 3 of 4')).toBeInTheDocument();
  });
});
