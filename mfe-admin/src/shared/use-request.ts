import { useCallback, useEffect, useState } from 'react';
import { errorMessage, type ApiClient } from '@drops/api-client';
import { useApi } from '@drops/remote-kit';

export type RequestState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** Runs one read on mount (and on reload), with the area's message when it fails. */
export function useRequest<T>(read: (api: ApiClient) => Promise<T>, failure: string) {
  const api = useApi();
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    read(api).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) =>
        current && setState({ status: 'error', message: errorMessage(error, failure) }),
    );
    return () => {
      current = false;
    };
    // `read` is a new function each render; the reload counter decides when to read again.
  }, [api, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { state, reload };
}
