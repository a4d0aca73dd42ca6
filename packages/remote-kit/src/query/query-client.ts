import { QueryClient, focusManager } from '@tanstack/react-query';
import { isApiError } from '@drops/api-client';

/** Another try for a read that met a network failure or a 5xx; a 4xx answer is final. */
const retriesAfterFailure = 1;
const retryDelayMs = 300;

/** Whether a failed read may be tried again: never for an answer the server meant (4xx). */
export function isRetryableReadError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === undefined || error.status >= 500;
}

/** The defaults every area's reads share (caching, retries, refetch on focus). */
export function createAreaQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < retriesAfterFailure && isRetryableReadError(error),
        retryDelay: retryDelayMs,
        refetchOnWindowFocus: true,
      },
      // A save is never repeated by the cache: the forms decide (conflicts, idempotency keys).
      mutations: { retry: false },
    },
  });
}

// Each build bundles its own copy of this package, so the one client of the page is kept on the
// global object: the shell and every remote read and invalidate the same cache.
const clientSlot = Symbol.for('@drops/remote-kit/query-client');
type ClientHolder = { [clientSlot]?: QueryClient };

/** The page's one QueryClient, shared by the shell and the remotes. */
export function sharedQueryClient(): QueryClient {
  const holder = globalThis as ClientHolder;
  if (!holder[clientSlot]) {
    holder[clientSlot] = createAreaQueryClient();
    focusManager.setEventListener(refetchOnFocusOrShown);
  }
  return holder[clientSlot];
}

/**
 * Reads again when the tab becomes visible (TanStack Query's own rule) and also when the window
 * gets focus back from another window with the tab visible all along (a second monitor).
 */
function refetchOnFocusOrShown(onFocus: (focused?: boolean) => void) {
  if (typeof window === 'undefined') return undefined;
  const listener = () => onFocus();
  window.addEventListener('visibilitychange', listener, false);
  window.addEventListener('focus', listener, false);
  return () => {
    window.removeEventListener('visibilitychange', listener);
    window.removeEventListener('focus', listener);
  };
}
