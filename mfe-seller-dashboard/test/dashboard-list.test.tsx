import { answerScreenWidth } from '@drops/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createDrop,
  publishedDropBody,
  signedInSeller,
  startGateway,
  startLoadBalancer,
} from '@drops/stack-testing';
import { collectToasts, renderDashboard } from './render-dashboard';

const toasts = collectToasts();

const columnNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('dashboard list states', () => {
  it('shows "Loading drops..." then the seller\'s own drops with the sell columns', async () => {
    const session = await signedInSeller({ accountType: 'sell' });
    const other = await signedInSeller({ accountType: 'sell' });
    await createDrop(other, { name: 'Not Mine' });
    await createDrop(
      session,
      publishedDropBody({ name: 'Neon Jacket', price: 99, quantity: 3, launchDate: '2025-03-01' }),
    );
    renderDashboard(session);
    expect(
      screen.getByRole('heading', { name: `Welcome, ${session.seller.username}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading drops...');

    const table = await screen.findByRole('table', { name: 'Your drops' });
    expect(columnNames(table)).toEqual([
      'Drop',
      'Category',
      'Launch Date',
      'Quantity',
      'Price',
      'Status',
      'Actions',
    ]);
    const row = within(table).getByRole('row', { name: /Neon Jacket/ });
    expect(row).toHaveTextContent('£99.00');
    expect(row).toHaveTextContent('01/03/2025');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText('Not Mine')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search drops' })).toHaveAttribute(
      'placeholder',
      'Search drops...',
    );
  });

  it('flex accounts see Date Added instead of Launch Date, Quantity and Price', async () => {
    const session = await signedInSeller();
    await createDrop(session, { name: 'Flex Tee' });
    renderDashboard(session);
    const table = await screen.findByRole('table');
    expect(columnNames(table)).toEqual(['Drop', 'Category', 'Date Added', 'Status', 'Actions']);
    expect(within(table).getByRole('row', { name: /Flex Tee/ })).toBeInTheDocument();
  });

  it('shows "Error: ..." with Retry while the catalog is down, and Retry loads again', async () => {
    const session = await signedInSeller({ accountType: 'sell' });
    await createDrop(session, { name: 'Back Again' });
    const gateway = await startGateway({ down: ['catalog'] });
    renderDashboard(session, gateway.apiUrl);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Service unavailable');
    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'Error',
        description: 'Failed to fetch products',
        variant: 'error',
      }),
    ]);
    await gateway.startService('catalog');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back Again')).toBeInTheDocument();
  });

  it('uses "Failed to fetch products" when the answer gives no reason', async () => {
    const session = await signedInSeller({ accountType: 'sell' });
    const balancer = await startLoadBalancer({
      failWith: { method: 'GET', path: '/seller/products', status: 500 },
    });
    renderDashboard(session, balancer.apiUrl);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch products');
  });

  it('shows "No Drops yet" with Add Drop, and no search, when the seller has none', async () => {
    renderDashboard(await signedInSeller({ accountType: 'sell' }));
    expect(await screen.findByText('No Drops yet')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Add Drop' }));
    expect(screen.getByText('Now at /add-product')).toBeInTheDocument();
  });

  it('renders cards on small screens', async () => {
    const session = await signedInSeller({ accountType: 'sell' });
    await createDrop(session, publishedDropBody({ name: 'Card Drop', price: 12.5 }));
    const restoreWidth = answerScreenWidth('mobile');
    try {
      renderDashboard(session);
      const cards = await screen.findByRole('list', { name: 'Your drops' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(cards).getByRole('listitem');
      expect(card).toHaveTextContent('Card Drop');
      // The spec's constants: £, but the mobile card uses $.
      expect(card).toHaveTextContent('$12.50');
      expect(card).not.toHaveTextContent('£');
    } finally {
      restoreWidth();
    }
  });

  it('marks a video drop with a video thumbnail', async () => {
    const session = await signedInSeller({ accountType: 'sell' });
    await createDrop(session, {
      name: 'Clip',
      visuals: [{ type: 'video', url: 'https://cdn.drops.test/clip.mp4' }],
    });
    await createDrop(session, { name: 'Still', mainImage: 'https://cdn.drops.test/still.png' });
    const { container } = renderDashboard(session);
    await screen.findByText('Clip');
    expect(screen.getByLabelText('Video of Clip').tagName).toBe('VIDEO');
    expect(
      within(screen.getByRole('row', { name: /Still/ })).getByRole('presentation'),
    ).toHaveAttribute('src', 'https://cdn.drops.test/still.png');
    expect(container.querySelectorAll('[data-thumbnail="video"]')).toHaveLength(1);
  });
});
