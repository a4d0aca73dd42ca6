import { firstScreenMediaLinks, limits } from '@drops/contracts';
import { buildUrl } from '../request-url';
import { isPrefetched, keepPrefetchedRead } from './prefetched-reads';

/**
 * Starts the dashboard's first read, `GET /seller/products?limit=100&mediaLinks=12&sellerId` as the
 * dashboard asks it (its list with no search or status), for the dashboard to take when
 * it asks (client.ts). Plain fetch, without the client: the shell's entry script stays small and
 * the answer's errors are the dashboard's to handle when it asks again.
 */
export function prefetchSellerProducts(baseUrl: string, token: string, sellerId: string): void {
  const url = buildUrl(baseUrl, '/seller/products', {
    limit: limits.sellerProductListMax,
    mediaLinks: firstScreenMediaLinks,
    sellerId,
  });
  // The page's script asked it already (shell/src/first-read.ts): the entry script does not.
  if (isPrefetched(url, token)) return;
  const answer = fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  }).then(async (response) => {
    if (!response.ok) throw new Error(`GET /seller/products answered ${response.status}`);
    return (await response.json()) as unknown;
  });
  keepPrefetchedRead(url, token, answer);
}
