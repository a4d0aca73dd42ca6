import { LRUCache } from 'lru-cache';
import type { Product } from '@drops/contracts';
import type { SellerAccount } from '../../domain/seller-account';

/** Bytes of serialised pages kept per catalog process (a page of 100 drops is about 100 KB). */
const defaultMaxBytes = 32 * 1024 * 1024;

/**
 * The dashboard's usual request, a seller's unfiltered list, answered from memory: the serialised
 * page is kept under the seller's catalog version, so a change to the seller's drops or
 * collections (made by this process, another instance or the admin service) means a new key and
 * the next request reads the database. Filtered and searched lists are not kept: which drops
 * are Upcoming changes with the clock, not with a version.
 */
export function createProductListCache(maxBytes = defaultMaxBytes) {
  const pages = new LRUCache<string, string>({
    maxSize: maxBytes,
    sizeCalculation: (body) => Math.max(1, body.length),
    // Read the clock on every check: a launch must not be missed by a clock cached on a timer.
    ttlResolution: 0,
  });
  const keyOf = (account: SellerAccount, page: number, limit: number) =>
    `${account.id}:${account.catalogVersion}:${page}:${limit}`;

  return {
    get(account: SellerAccount, page: number, limit: number): string | undefined {
      return pages.get(keyOf(account, page, limit));
    },

    /**
     * Keeps a serialised page. A page showing a drop that is Upcoming is kept only until its
     * launch, when the drop turns Published.
     */
    set(
      account: SellerAccount,
      page: number,
      limit: number,
      products: Product[],
      body: string,
    ): void {
      let firstLaunch = Infinity;
      for (const product of products) {
        if (product.status !== 'Upcoming' || product.launchDate === null) continue;
        firstLaunch = Math.min(firstLaunch, Date.parse(product.launchDate));
      }
      if (firstLaunch === Infinity) {
        pages.set(keyOf(account, page, limit), body);
        return;
      }
      // Counted from now, not from the read: the page must not outlive the launch by the query time.
      const untilLaunch = firstLaunch - Date.now();
      if (untilLaunch > 0) pages.set(keyOf(account, page, limit), body, { ttl: untilLaunch });
    },
  };
}

export type ProductListCache = ReturnType<typeof createProductListCache>;
