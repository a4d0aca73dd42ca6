import { useEffect, useState } from 'react';
import { errorMessage, getSellerProduct } from '@drops/api-client';
import { productMessages, type Product } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';

export type DropState =
  | { status: 'new' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; drop: Product };

/** The drop being edited (`GET /seller/products/{id}`), or `new` on /add-product. */
export function useDrop(dropId: string | undefined): DropState {
  const api = useApi();
  const [state, setState] = useState<DropState>(dropId ? { status: 'loading' } : { status: 'new' });

  useEffect(() => {
    if (!dropId) {
      setState({ status: 'new' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    getSellerProduct(api, dropId).then(
      (response) => current && setState({ status: 'ready', drop: response.data }),
      (error: unknown) =>
        current &&
        setState({ status: 'error', message: errorMessage(error, productMessages.fetchFailed) }),
    );
    return () => {
      current = false;
    };
  }, [api, dropId]);

  return state;
}
