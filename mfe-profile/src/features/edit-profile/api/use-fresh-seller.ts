import { errorMessage, getSeller } from '@drops/api-client';
import type { Seller } from '@drops/contracts';
import { queryKeys, useAreaQuery } from '@drops/remote-kit';
import { profileMessages } from '../../../messages';

export type FreshSeller =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; seller: Seller };

/**
 * The signed-in seller as the server has it now (`GET /seller/{id}`), not as the session
 * remembers it; `retry` reads it again after a failure. It seeds the form once: read afresh on
 * each visit and never again under the seller's typing.
 */
export function useFreshSeller(): FreshSeller & { retry: () => void } {
  const { state, retry } = useAreaQuery(
    queryKeys.seller.profile(),
    async (api) => (await getSeller(api)).data,
    {
      describeError: (error) =>
        `${profileMessages.loadFailed}: ${errorMessage(error, profileMessages.unknownReason)}`,
      seedsForm: true,
    },
  );
  return state.status === 'ready'
    ? { status: 'ready', seller: state.data, retry }
    : { ...state, retry };
}
