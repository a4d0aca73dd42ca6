import { startTransition, useCallback, useEffect, useState } from 'react';
import { errorMessage, listSellerProducts, type ApiClient } from '@drops/api-client';
import { limits, type Product } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { toast } from '@drops/ui';
import { dashboardMessages } from '../../../messages';
import type { StatusFilter } from '../atoms';

export interface DropsQuery {
  search: string;
  status: StatusFilter;
}

export type DropsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `updating`: a new search or filter is on its way; the previous result stays on screen. */
  | { status: 'ready'; drops: Product[]; query: DropsQuery; updating: boolean };

export const isFiltered = (query: DropsQuery) => query.search !== '' || query.status !== '';

/** `GET /seller/products?sellerId&limit=100`, narrowed on the server by search and status. */
function fetchDrops(api: ApiClient, sellerId: string, query: DropsQuery) {
  return listSellerProducts(api, {
    sellerId,
    limit: limits.sellerProductListMax,
    status: query.status || undefined,
    search: query.search || undefined,
  }).then((response) => response.data);
}

/**
 * The seller's drops for a query, with `retry` (after an error: loading again) and `refresh`
 * (after a change: the list stays while it reloads, and a failure is a toast).
 */
export function useSellerDrops(sellerId: string, query: DropsQuery) {
  const api = useApi();
  const [state, setState] = useState<DropsState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const { search, status } = query;

  useEffect(() => {
    // Only the answer to the latest query may land: an older, slower one is ignored.
    let current = true;
    const asked = { search, status };
    setState((previous) =>
      previous.status === 'ready' ? { ...previous, updating: true } : { status: 'loading' },
    );
    fetchDrops(api, sellerId, asked).then(
      (drops) => {
        // A transition: rendering a new result yields to typing instead of blocking it.
        if (current)
          startTransition(() =>
            setState({ status: 'ready', drops, query: asked, updating: false }),
          );
      },
      (error: unknown) => {
        if (!current) return;
        // Spec section 8: an Error notification, and the list's own "Error: ..." with Retry.
        toast({
          title: dashboardMessages.errorTitle,
          description: dashboardMessages.fetchFailed,
          variant: 'error',
        });
        setState({
          status: 'error',
          message: errorMessage(error, dashboardMessages.fetchFailed),
        });
      },
    );
    return () => {
      current = false;
    };
  }, [api, sellerId, search, status, generation]);

  const retry = useCallback(() => setGeneration((value) => value + 1), []);

  const removeDrop = useCallback((dropId: string) => {
    setState((previous) =>
      previous.status === 'ready'
        ? { ...previous, drops: previous.drops.filter((drop) => drop._id !== dropId) }
        : previous,
    );
  }, []);

  const refresh = useCallback(async () => {
    const asked = { search, status };
    try {
      const drops = await fetchDrops(api, sellerId, asked);
      setState({ status: 'ready', drops, query: asked, updating: false });
    } catch {
      toast({
        title: dashboardMessages.errorTitle,
        description: dashboardMessages.refreshFailed,
        variant: 'error',
      });
    }
  }, [api, sellerId, search, status]);

  return { state, retry, refresh, removeDrop };
}
