import { useEffect, useState } from 'react';
import { errorMessage, getSeller } from '@drops/api-client';
import { sellerMessages, type Seller } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';

export type FreshSeller =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; seller: Seller };

/** The seller as the server has it now (`GET /seller/{id}`), not as the session remembers it. */
export function useFreshSeller(sellerId: string): FreshSeller {
  const api = useApi();
  const [state, setState] = useState<FreshSeller>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    getSeller(api, sellerId).then(
      (response) => current && setState({ status: 'ready', seller: response.data }),
      (error: unknown) =>
        current &&
        setState({
          status: 'error',
          message: errorMessage(error, sellerMessages.profileUpdateFailed),
        }),
    );
    return () => {
      current = false;
    };
  }, [api, sellerId]);
  return state;
}
