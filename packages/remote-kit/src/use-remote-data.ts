import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@drops/api-client';
import { useApi } from './remote-root';

export type RemoteData<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `updating`: a newer read is on its way; this answer stays on screen until it lands. */
  | { status: 'ready'; data: T; updating: boolean };

export interface RemoteDataOptions {
  /** The message a failed read shows. */
  describeError: (error: unknown) => string;
  /** Told of each failed read that is still the latest (a toast, a console line). */
  onError?: (error: unknown) => void;
  /** Whether to read at all (e.g. only once the drop is part of a series). */
  enabled?: boolean;
  /** When `key` changes, keep the last answer on screen (marked `updating`) instead of loading. */
  keepPreviousData?: boolean;
}

/**
 * One read of the area's API: on mount, again whenever `key` changes, and on `retry`. Only the
 * latest read may land: an answer to an older key, or one that arrives after the screen has
 * gone, is dropped (and its request aborted). `refresh` reads again quietly, keeping what is on
 * screen, and rejects instead of showing the error; `update` changes the data without reading
 * (the server already answered the change).
 */
export function useRemoteData<T>(
  read: (api: ApiClient, signal: AbortSignal) => Promise<T>,
  key: string,
  { describeError, onError, enabled = true, keepPreviousData = false }: RemoteDataOptions,
) {
  const api = useApi();
  // Each state remembers the key it answers: one for another key never shows as this key's.
  const [held, setHeld] = useState<{ key: string; state: RemoteData<T> }>({
    key,
    state: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);
  // The latest callbacks without making them decide when to read: `key` and `retry` do.
  const latest = useRef({ read, describeError, onError, key });
  latest.current = { read, describeError, onError, key };
  const generation = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const mine = ++generation.current;
    setHeld((previous) => ({
      key,
      state:
        keepPreviousData && previous.state.status === 'ready'
          ? { ...previous.state, updating: true }
          : { status: 'loading' },
    }));
    latest.current.read(api, controller.signal).then(
      // A transition: rendering a new answer yields to typing instead of blocking it.
      (data) =>
        mine === generation.current &&
        startTransition(() => setHeld({ key, state: { status: 'ready', data, updating: false } })),
      (error: unknown) => {
        if (mine !== generation.current) return;
        latest.current.onError?.(error);
        setHeld({ key, state: { status: 'error', message: latest.current.describeError(error) } });
      },
    );
    return () => {
      if (mine === generation.current) generation.current++;
      controller.abort();
    };
  }, [api, key, attempt, enabled, keepPreviousData]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    const asked = latest.current.key;
    const data = await latest.current.read(api, new AbortController().signal);
    if (mine === generation.current)
      setHeld({ key: asked, state: { status: 'ready', data, updating: false } });
  }, [api]);

  const update = useCallback(
    (change: (data: T) => T) =>
      setHeld((current) =>
        current.state.status === 'ready'
          ? { ...current, state: { ...current.state, data: change(current.state.data) } }
          : current,
      ),
    [],
  );

  let state = held.state;
  if (held.key !== key && state.status !== 'loading')
    state =
      keepPreviousData && state.status === 'ready'
        ? { ...state, updating: true }
        : { status: 'loading' };
  return { state, retry, refresh, update };
}
