import { useCallback, useEffect, useState } from 'react';
import { errorMessage, listSellerProducts } from '@drops/api-client';
import { limits, type Product } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { dashboardMessages } from '../../../messages';

export type DropsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; drops: Product[] };

/** The seller's drops (`GET /seller/products?sellerId&limit=100`), with a reload for Retry. */
export function useSellerDrops(sellerId: string) {
  const api = useApi();
  const [state, setState] = useState<DropsState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    listSellerProducts(api, { sellerId, limit: limits.sellerProductListMax }).then(
      (response) => setState({ status: 'ready', drops: response.data }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({
            status: 'error',
            message: errorMessage(error, dashboardMessages.fetchFailed),
          });
        }
      },
    );
    return () => controller.abort();
  }, [api, sellerId, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { state, reload };
}
