import { errorMessage, getSeller } from '@drops/api-client';
import type { Seller } from '@drops/contracts';
import { useRemoteData } from '@drops/remote-kit';
import { profileMessages } from '../../../messages';

export type FreshSeller =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; seller: Seller };

/**
 * The signed-in seller as the server has it now (`GET /seller/{id}`), not as the session
 * remembers it; `retry` reads it again after a failure.
 */
export function useFreshSeller(): FreshSeller & { retry: () => void } {
  const { state, retry } = useRemoteData(async (api) => (await getSeller(api)).data, 'seller', {
    describeError: (error) =>
      `${profileMessages.loadFailed}: ${errorMessage(error, profileMessages.unknownReason)}`,
  });
  return state.status === 'ready'
    ? { status: 'ready', seller: state.data, retry }
    : { ...state, retry };
}
