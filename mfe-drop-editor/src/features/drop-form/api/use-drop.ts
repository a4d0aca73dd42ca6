import { errorMessage, getSellerProduct } from '@drops/api-client';
import { productMessages, type Product } from '@drops/contracts';
import { queryKeys, useAreaQuery } from '@drops/remote-kit';

export type DropState =
  | { status: 'new' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; drop: Product };

/**
 * The drop being edited (`GET /seller/products/{id}`), or `new` on /add-product. It seeds the
 * form once: read afresh on each visit and never again under the seller's typing.
 */
export function useDrop(dropId: string | undefined): DropState {
  const { state } = useAreaQuery(
    queryKeys.seller.drop(dropId ?? ''),
    async (api) => (await getSellerProduct(api, dropId ?? '')).data,
    {
      describeError: (error) => errorMessage(error, productMessages.fetchFailed),
      enabled: dropId !== undefined,
      seedsForm: true,
    },
  );
  if (!dropId) return { status: 'new' };
  return state.status === 'ready' ? { status: 'ready', drop: state.data } : state;
}
