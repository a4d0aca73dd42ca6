import { useCallback } from 'react';
import { errorMessage, listSellerProducts, type ApiClient } from '@drops/api-client';
import { firstScreenMediaLinks, limits, type Product } from '@drops/contracts';
import { dropThumbnailImage, keepSignedMedia, resolveMedia } from '@drops/media';
import { queryKeys, useAreaQuery } from '@drops/remote-kit';
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
async function fetchDrops(api: ApiClient, query: DropsQuery, signal?: AbortSignal) {
  const response = await listSellerProducts(
    api,
    {
      limit: limits.sellerProductListMax,
      status: query.status || undefined,
      search: query.search || undefined,
      // The first screen's thumbnail links come with the list (issue 28).
      mediaLinks: firstScreenMediaLinks,
    },
    signal,
  );
  keepSignedMedia(response.mediaLinks ?? []);
  signFirstScreen(api, response.data);
  return { drops: response.data, query };
}

/**
 * The first screen's thumbnail links come with the list (`mediaLinks`, issue 28); any the answer
 * lacks (a catalog from before it) are asked for in one call as soon as the list arrives, rather
 * than once each row has found itself near the screen (issue 18). A failure is the row's own to
 * show, when it asks again.
 */
function signFirstScreen(api: ApiClient, drops: Product[]) {
  for (const drop of drops.slice(0, firstScreenMediaLinks)) {
    const image = dropThumbnailImage(drop);
    if (image) resolveMedia(api, image).catch(() => undefined);
  }
}

/** Spec section 8: an Error notification, and the list's own "Error: ..." with Retry. */
function announceFetchFailed() {
  toast({
    title: dashboardMessages.errorTitle,
    description: dashboardMessages.fetchFailed,
    variant: 'error',
  });
}

/**
 * The signed-in seller's drops for a query, with `retry` (after an error: loading again) and
 * `refresh` (after a change: the list stays while it reloads, and a failure is a toast).
 */
export function useSellerDrops({ search, status }: DropsQuery) {
  const { state, retry, refresh, update } = useAreaQuery(
    queryKeys.seller.dropList(search, status),
    (api, signal) => fetchDrops(api, { search, status }, signal),
    {
      describeError: (error) => errorMessage(error, dashboardMessages.fetchFailed),
      onError: announceFetchFailed,
      keepPreviousData: true,
    },
  );

  const removeDrop = useCallback(
    (dropId: string) =>
      update((data) => ({ ...data, drops: data.drops.filter((drop) => drop._id !== dropId) })),
    [update],
  );

  const refreshList = useCallback(async () => {
    try {
      await refresh();
    } catch {
      toast({
        title: dashboardMessages.errorTitle,
        description: dashboardMessages.refreshFailed,
        variant: 'error',
      });
    }
  }, [refresh]);

  const drops: DropsState =
    state.status === 'ready' ? { status: 'ready', ...state.data, updating: state.updating } : state;
  return { state: drops, retry, refresh: refreshList, removeDrop };
}
