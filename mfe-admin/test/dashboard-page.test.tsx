import { act, screen, within } from '@testing-library/react';
import {
  installFakeApi,
  makeCategory,
  makeProduct,
  makeSeller,
  page,
  renderArea,
  signInAdmin,
  type Answer,
} from './harness';

beforeEach(() => {
  window.localStorage.clear();
  signInAdmin();
});

describe('/admin/dashboard', () => {
  it('fires its four list calls in parallel, then shows the counts and five latest of each', async () => {
    const pending: Array<() => void> = [];
    const held = (answer: Answer) =>
      new Promise<Answer>((resolve) => pending.push(() => resolve(answer)));
    const sellers = Array.from({ length: 5 }, (_, index) =>
      makeSeller({ username: `recent${index}` }),
    );
    const products = Array.from({ length: 5 }, (_, index) =>
      makeProduct({ name: `Fresh drop ${index}` }),
    );
    const api = installFakeApi({
      'GET /admin/sellers': (call) =>
        held(
          call.query.status === 'pending'
            ? page([sellers[0]], { limit: 1, total: 4 })
            : page(sellers, { limit: 5, total: 42 }),
        ),
      'GET /admin/products': () => held(page(products, { limit: 5, total: 1234 })),
      'GET /admin/categories': () => held(page([makeCategory('Art')], { limit: 1, total: 6 })),
    });
    renderArea('/admin/');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    // Every call has gone out before any has been answered.
    await act(async () => undefined);
    expect(
      api.calls.map((call) => `${call.path}?${new URLSearchParams(call.query)}`).sort(),
    ).toEqual([
      '/admin/categories?page=1&limit=1',
      '/admin/products?page=1&limit=5',
      '/admin/sellers?page=1&limit=1&status=pending',
      '/admin/sellers?page=1&limit=5',
    ]);
    await act(async () => pending.forEach((release) => release()));

    expect(await screen.findByText('Total Sellers')).toBeInTheDocument();
    const count = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(count('Total Sellers')).toBe('42');
    expect(count('Pending Sellers')).toBe('4');
    expect(count('Total Products')).toBe('1234');
    expect(count('Categories')).toBe('6');
    const recentSellers = screen.getByRole('region', { name: 'Recent Sellers' });
    expect(within(recentSellers).getAllByRole('listitem')).toHaveLength(5);
    expect(within(recentSellers).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/admin/sellers',
    );
    const recentProducts = screen.getByRole('region', { name: 'Recent Products' });
    expect(within(recentProducts).getAllByRole('listitem')).toHaveLength(5);
    expect(within(recentProducts).getByText('Fresh drop 0')).toBeInTheDocument();
    expect(within(recentProducts).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/admin/products',
    );
  });

  it('says which list failed, with Retry', async () => {
    installFakeApi({
      'GET /admin/sellers': () => page([]),
      'GET /admin/products': () => ({ status: 503, body: {} }),
      'GET /admin/categories': () => page([]),
    });
    renderArea('/admin/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch products');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
