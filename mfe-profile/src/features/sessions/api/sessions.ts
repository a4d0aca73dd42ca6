import {
  endAllSellerSessions,
  endSellerSession,
  errorMessage,
  listSellerSessions,
} from '@drops/api-client';
import { sessionMessages, type AccountSession } from '@drops/contracts';
import { queryKeys, useAreaQuery } from '@drops/remote-kit';

/** The seller's live sessions (`GET /seller/sessions`), the one used last first. */
export function useSellerSessions() {
  return useAreaQuery<AccountSession[]>(
    queryKeys.seller.sessions(),
    async (api) => (await listSellerSessions(api)).data,
    {
      describeError: (error) => errorMessage(error, sessionMessages.loadFailed),
    },
  );
}

export { endAllSellerSessions, endSellerSession };
