import { screen, waitFor, within } from '@testing-library/react';
import { listAdminSellers } from '@drops/api-client';
import type { AdminProduct, Pagination, Seller } from '@drops/contracts';
import {
  apiClient,
  createDrop,
  recordRequests,
  signedInSeller,
  signUpSeller,
  stackApiUrl,
  startLoadBalancer,
  type RecordedRequest,
} from '@drops/stack-testing';
import { adminSignedInForEachTest, renderArea } from './render-area';

const admin = adminSignedInForEachTest();

/** What the server answered a recorded list call. */
async function answerTo<Row>(
  request: RecordedRequest | undefined,
): Promise<{ data: Row[]; pagination: Pagination }> {
  if (!request?.response) throw new Error('the call was not answered');
  return (await request.response.json()) as { data: Row[]; pagination: Pagination };
}

const callText = (request: RecordedRequest) => `${request.url.pathname}${request.url.search}`;

describe('/admin/dashboard', () => {
  it('fires its four list calls in parallel, then shows the counts and five latest of each', async () => {
    // At least five sellers and five drops exist, whatever else the run has created.
    const maker = await signedInSeller({ accountType: 'sell' });
    await Promise.all([
      ...Array.from({ length: 4 }, () => signUpSeller({ accountType: 'flex' })),
      ...Array.from({ length: 5 }, (_, index) => createDrop(maker, { name: `Fresh ${index}` })),
    ]);
    // Sellers are never deleted: the total shown can only be this or more.
    const sellersBefore = (await listAdminSellers(apiClient(admin()), { page: 1, limit: 1 }))
      .pagination.total;
    const requests = recordRequests();
    renderArea('/admin/');
    expect(await screen.findByText('Loading dashboard...')).toBeInTheDocument();
    expect(await screen.findByText('Total Sellers')).toBeInTheDocument();

    // The list calls (the avatars' signed links follow once the sellers are shown).
    const lists = requests.filter((request) => request.url.pathname.includes('/admin/'));
    const api = new URL(stackApiUrl()).pathname;
    expect(lists.map(callText).sort()).toEqual([
      `${api}/admin/categories?page=1&limit=1`,
      `${api}/admin/products?page=1&limit=5`,
      `${api}/admin/sellers?page=1&limit=1&status=pending`,
      `${api}/admin/sellers?page=1&limit=5`,
    ]);
    // Every call had gone out before the first answer came back.
    const lastSent = Math.max(...lists.map((request) => request.sentAt));
    const firstAnswered = Math.min(...lists.map((request) => request.answeredAt ?? Infinity));
    expect(lastSent).toBeLessThan(firstAnswered);

    const byPath = (text: string) => lists.find((request) => callText(request).includes(text));
    const sellers = await answerTo<Seller>(byPath('/admin/sellers?page=1&limit=5'));
    const pending = await answerTo<Seller>(byPath('status=pending'));
    const products = await answerTo<AdminProduct>(byPath('/admin/products'));
    const categories = await answerTo<unknown>(byPath('/admin/categories'));
    const count = (label: string) =>
      Number(screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent);
    expect(count('Total Sellers')).toBe(sellers.pagination.total);
    expect(count('Total Sellers')).toBeGreaterThanOrEqual(sellersBefore);
    expect(count('Pending Sellers')).toBe(pending.pagination.total);
    expect(count('Total Products')).toBe(products.pagination.total);
    expect(count('Categories')).toBe(categories.pagination.total);

    const recentSellers = screen.getByRole('region', { name: 'Recent Sellers' });
    const recentProducts = screen.getByRole('region', { name: 'Recent Products' });
    const items = (region: HTMLElement) => within(region).getAllByRole('listitem');
    expect(items(recentSellers)).toHaveLength(5);
    expect(items(recentProducts)).toHaveLength(5);
    sellers.data.forEach((seller, index) =>
      expect(items(recentSellers)[index]).toHaveTextContent(seller.username),
    );
    products.data.forEach((product, index) =>
      expect(items(recentProducts)[index]).toHaveTextContent(product.name),
    );
    expect(within(recentSellers).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/admin/sellers',
    );
    expect(within(recentProducts).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/admin/products',
    );
  });

  it('says which list failed, with Retry', async () => {
    // The other three calls reach the real gateway; the products list meets a load balancer's 503.
    const balancer = await startLoadBalancer({
      failWith: { method: 'GET', path: '/admin/products', status: 503 },
    });
    renderArea('/admin/dashboard', balancer.apiUrl);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch products'),
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
