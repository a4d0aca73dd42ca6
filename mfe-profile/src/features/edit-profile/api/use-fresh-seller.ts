import { useCallback, useEffect, useState } from 'react';
import { errorMessage, getSeller } from '@drops/api-client';
import type { Seller } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { profileMessages } from '../../../messages';

export type FreshSeller =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; seller: Seller };

/**
 * The seller as the server has it now (`GET /seller/{id}`), not as the session remembers it;
 * `retry` reads it again after a failure.
 */
export function useFreshSeller(sellerId: string): FreshSeller & { retry: () => void } {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FreshSeller>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getSeller(api, sellerId).then(
      (response) => current && setState({ status: 'ready', seller: response.data }),
      (error: unknown) =>
        current &&
        setState({
          status: 'error',
          message: `${profileMessages.loadFailed}: ${errorMessage(error, profileMessages.unknownReason)}`,
        }),
    );
    return () => {
      current = false;
    };
  }, [api, sellerId, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
