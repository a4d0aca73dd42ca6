import { errorMessage, getSellerProduct } from '@drops/api-client';
import { productMessages, type Product } from '@drops/contracts';
import { useRemoteData } from '@drops/remote-kit';

export type DropState =
  | { status: 'new' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; drop: Product };

/** The drop being edited (`GET /seller/products/{id}`), or `new` on /add-product. */
export function useDrop(dropId: string | undefined): DropState {
  const { state } = useRemoteData(
    async (api) => (await getSellerProduct(api, dropId ?? '')).data,
    dropId ?? '',
    {
      describeError: (error) => errorMessage(error, productMessages.fetchFailed),
      enabled: dropId !== undefined,
    },
  );
  if (!dropId) return { status: 'new' };
  return state.status === 'ready' ? { status: 'ready', drop: state.data } : state;
}
