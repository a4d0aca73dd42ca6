import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, type ApiClient } from '@drops/api-client';
import { useAdminApi } from './use-admin-api';

export type RequestState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * Runs one read on mount, again whenever `key` changes (the list's query) and on reload; an
 * answer that arrives after a newer read started is dropped. The error is the server's message
 * (or `failure` when the server said nothing useful); with `preferServerMessage: false` it is
 * always `failure`.
 */
export function useRequest<T>(
  read: (api: ApiClient) => Promise<T>,
  failure: string,
  key = '',
  { preferServerMessage = true }: { preferServerMessage?: boolean } = {},
) {
  const api = useAdminApi();
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const quiet = useRef(false);

  useEffect(() => {
    let current = true;
    // A refresh after an action keeps the rows on screen until the new ones arrive.
    if (!quiet.current) setState({ status: 'loading' });
    quiet.current = false;
    read(api).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) =>
        current &&
        setState({
          status: 'error',
          message: preferServerMessage ? errorMessage(error, failure) : failure,
        }),
    );
    return () => {
      current = false;
    };
    // `read` is a new function each render; `key` and the reload counter decide when to read.
  }, [api, generation, key]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const refresh = useCallback(() => {
    quiet.current = true;
    setGeneration((value) => value + 1);
  }, []);
  /** Changes the data on screen without reading again (the server already answered the change). */
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
      ),
    [],
  );
  return { state, reload, refresh, update };
}
