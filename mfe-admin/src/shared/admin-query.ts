import { useCallback } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { errorMessage, type ApiClient } from '@drops/api-client';
import { useAreaQuery, type RemoteData } from '@drops/remote-kit';

export type RequestState<T> = RemoteData<T>;

/**
 * The area's reads (remote-kit's useAreaQuery, keyed by `queryKey` from `queryKeys.admin`) with
 * its message rule: the server's message, or `failure` when the server said nothing useful; with
 * `preferServerMessage: false` always `failure`. `refresh` after an action keeps the rows on
 * screen until the new ones arrive, and loads again (to its error and Retry) if that read fails.
 */
export function useAdminQuery<T>(
  read: (api: ApiClient) => Promise<T>,
  failure: string,
  queryKey: QueryKey,
  { preferServerMessage = true }: { preferServerMessage?: boolean } = {},
) {
  const { state, retry, refresh, update } = useAreaQuery(queryKey, (api) => read(api), {
    describeError: (error) => (preferServerMessage ? errorMessage(error, failure) : failure),
  });
  const refreshOrReload = useCallback(() => {
    refresh().catch(retry);
  }, [refresh, retry]);
  return { state, reload: retry, refresh: refreshOrReload, update };
}

/**
 * A detail modal's read (a seller, a product): the answer's `data`, and any failure reads the
 * modal's own `failure`, whatever the server said (spec section 8).
 */
export function useAdminDetailQuery<T>(
  read: (api: ApiClient) => Promise<{ data: T }>,
  failure: string,
  queryKey: QueryKey,
) {
  return useAdminQuery(async (api) => (await read(api)).data, failure, queryKey, {
    preferServerMessage: false,
  });
}
