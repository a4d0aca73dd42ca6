import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Product } from '@drops/contracts';
import type { SellerAccount } from '../../../../shared/seller-accounts/seller-account';

/** Bytes of serialised pages kept per catalog process (a page of 100 drops is about 100 KB). */
const defaultMaxBytes = 32 * 1024 * 1024;

/** A serialised page and its gzip encoding, made once when the page is kept. */
export interface CachedPage {
  json: string;
  gzip: Buffer;
}

/**
 * The dashboard's usual request, a seller's unfiltered list, answered from memory: the serialised
 * page is kept under the seller's catalog version, so a change to the seller's drops or
 * collections (made by this process, another instance or the admin service) means a new key and
 * the next request reads the database. Filtered and searched lists are not kept: which drops
 * are Upcoming changes with the clock, not with a version.
 */
export function createProductListCache(now: () => number, maxBytes = defaultMaxBytes) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => Math.max(1, page.json.length + page.gzip.length),
    // Read the clock on every check: a launch must not be missed by a clock cached on a timer.
    ttlResolution: 0,
  });
  const keyOf = (account: SellerAccount, page: number, limit: number) =>
    `${account.id}:${account.catalogVersion}:${page}:${limit}`;

  return {
    get(account: SellerAccount, page: number, limit: number): CachedPage | undefined {
      return pages.get(keyOf(account, page, limit));
    },

    /**
     * Keeps a serialised page, returned with its gzip encoding. A page showing a drop that is
     * Upcoming is kept only until its launch, when the drop turns Published (or not at all when
     * that launch has just passed: undefined).
     */
    set(
      account: SellerAccount,
      page: number,
      limit: number,
      products: Product[],
      body: string,
    ): CachedPage | undefined {
      let firstLaunch = Infinity;
      for (const product of products) {
        if (product.status !== 'Upcoming' || product.launchDate === null) continue;
        firstLaunch = Math.min(firstLaunch, Date.parse(product.launchDate));
      }
      // Counted from now, not from the read: the page must not outlive the launch by the query time.
      const untilLaunch = firstLaunch - now();
      if (untilLaunch <= 0) return undefined;
      const kept: CachedPage = { json: body, gzip: gzipSync(body) };
      const ttl = firstLaunch === Infinity ? undefined : untilLaunch;
      pages.set(keyOf(account, page, limit), kept, ttl === undefined ? undefined : { ttl });
      return kept;
    },
  };
}

export type ProductListCache = ReturnType<typeof createProductListCache>;
