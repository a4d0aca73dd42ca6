import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { getSeller } from '@drops/api-client';
import { needsApprovalCheck, type Seller, type SellerReview } from '@drops/contracts';
import { queryKeys, useApi } from '@drops/remote-kit';
import { updateSellerAtom } from '@drops/session';

/** `pending` while the re-read runs; `approved` when it found the account newly approved. */
export type ApprovalCheck = 'pending' | 'approved' | 'done';

/** What the re-read found: approved means sell and approved (spec section 4). */
export function isNewlyApproved(fresh: Pick<Seller, 'isApproved' | 'accountType'>): boolean {
  return fresh.isApproved && fresh.accountType === 'sell';
}

/**
 * On the dashboard a flex seller not yet approved is re-read from the server (`GET /seller/{id}`,
 * a query of the page's cache: once per visit, not on focus, not retried; its own key, since
 * the profile's cached copy may be older than a save just made), and the session takes
 * the fresh record, so an approval or invitation made by an administrator reaches every area (the
 * shell's user menu too) without signing in again. The answer's `review` (issue 16) tells the
 * dashboard when the request was made and what was decided.
 */
export function useApprovalCheck(seller: Seller): {
  check: ApprovalCheck;
  review: SellerReview | null;
} {
  const api = useApi();
  const updateSeller = useSetAtom(updateSellerAtom);
  // Decided from the seller as the visit began; the update below must not start another check.
  const [needsCheck] = useState(() => needsApprovalCheck(seller));
  const fresh = useQuery({
    queryKey: queryKeys.seller.approvalCheck(),
    queryFn: async () => (await getSeller(api)).data,
    enabled: needsCheck,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (fresh.data) updateSeller(fresh.data);
  }, [fresh.data, updateSeller]);
  useEffect(() => {
    // The dashboard works without the check; the next visit tries again.
    if (fresh.error) console.warn('[seller-dashboard] approval check failed', fresh.error);
  }, [fresh.error]);

  if (!needsCheck) return { check: 'done', review: null };
  if (fresh.isPending) return { check: 'pending', review: null };
  // Issue 16: the decision on the request to sell (and the date asked) the re-read carries.
  return {
    check: fresh.data && isNewlyApproved(fresh.data) ? 'approved' : 'done',
    review: fresh.data?.review ?? null,
  };
}
