import { useCallback, useEffect, useRef, useState } from 'react';
import {
  keepPreviousData as keepPreviousAnswer,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ApiClient } from '@drops/api-client';
import { useApi } from '../remote-root';
import { isRetryableReadError } from './query-client';

export type RemoteData<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `updating`: a newer read is on its way; this answer stays on screen until it lands. */
  | { status: 'ready'; data: T; updating: boolean };

export interface AreaQueryOptions {
  /** The message a failed read shows. */
  describeError: (error: unknown) => string;
  /** Told of each failed read that shows its error (a toast, a console line). */
  onError?: (error: unknown) => void;
  /** Whether to read at all (e.g. only once the drop is part of a series). */
  enabled?: boolean;
  /** When the key changes, keep the last answer on screen (marked `updating`) instead of loading. */
  keepPreviousData?: boolean;
  /**
   * False for what seeds a form: coming back to the tab must not read it again under the
   * seller's typing, and each visit reads it afresh (no cached copy from an earlier one).
   */
  seedsForm?: boolean;
  /** Read again this often while the tab is visible (a hidden tab asks nothing). */
  pollMs?: number;
}

/**
 * One read of the area's API through the page's TanStack Query cache, keyed by `queryKey`: read
 * once for every screen that shows it (de-duplicated), kept for the next visit, read again when
 * the window gets focus or a save invalidates it, and tried once more after a network failure
 * or a 5xx (never after a 4xx). Only the latest key's answer shows. A screen opened over cached
 * data shows it while reading again, and the error if that read fails; once it has its own
 * answer, a later read that fails (focus, polling, invalidation) keeps it on screen, unless
 * the server refused it (4xx: deleted, access withdrawn). `retry` reads again from
 * "loading"; `refresh` reads again quietly, keeping what is on screen, and rejects instead of
 * showing the error; `update` changes the cached data without reading (the server already
 * answered the change).
 */
export function useAreaQuery<T>(
  queryKey: QueryKey,
  read: (api: ApiClient, signal: AbortSignal) => Promise<T>,
  {
    describeError,
    onError,
    enabled = true,
    keepPreviousData = false,
    seedsForm = false,
    pollMs,
  }: AreaQueryOptions,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => read(api, signal),
    enabled,
    placeholderData: keepPreviousData ? keepPreviousAnswer : undefined,
    refetchInterval: pollMs,
    ...(seedsForm ? { refetchOnWindowFocus: false, gcTime: 0 } : {}),
  });

  // The count the failure of a `refresh` on its way will have: that one never shows.
  const quietErrorCount = useRef(-1);
  const [mountedAt] = useState(Date.now);
  const failed = query.isError && !query.isFetching && !quiet();
  // What was cached before this screen opened stands only until this screen's own read answers.
  const failureShows = failed && (isRefusal(query.error) || query.dataUpdatedAt < mountedAt);
  // A form is seeded only from a read made for it, never from an earlier visit's copy.
  const seedReady = !seedsForm || query.dataUpdatedAt >= mountedAt;
  let state: RemoteData<T>;
  if (query.data !== undefined && seedReady && !failureShows)
    state = { status: 'ready', data: query.data, updating: query.isPlaceholderData };
  else if (query.isError && !query.isFetching)
    state = { status: 'error', message: describeError(query.error) };
  else state = { status: 'loading' };
  function quiet() {
    return query.errorUpdateCount === quietErrorCount.current;
  }

  // Told once per failed read that shows, with the latest callback.
  const latestOnError = useRef(onError);
  latestOnError.current = onError;
  const shownError = state.status === 'error' ? query.error : null;
  useEffect(() => {
    if (shownError) latestOnError.current?.(shownError);
  }, [shownError, query.errorUpdatedAt]);

  const keyRef = useRef(queryKey);
  keyRef.current = queryKey;
  const retry = useCallback(() => {
    void queryClient.resetQueries({ queryKey: keyRef.current, exact: true });
  }, [queryClient]);
  const { refetch } = query;
  const refresh = useCallback(async () => {
    const count = queryClient.getQueryState(keyRef.current)?.errorUpdateCount ?? 0;
    quietErrorCount.current = count + 1;
    await refetch({ throwOnError: true });
    quietErrorCount.current = -1;
  }, [queryClient, refetch]);
  const update = useCallback(
    (change: (data: T) => T) =>
      queryClient.setQueryData<T>(keyRef.current, (data) =>
        data === undefined ? data : change(data),
      ),
    [queryClient],
  );
  return { state, retry, refresh, update };
}

/** A 4xx: the server's answer, not a failure to reach it. */
function isRefusal(error: unknown) {
  return !isRetryableReadError(error);
}
