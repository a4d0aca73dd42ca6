import { useEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { getSeller } from '@drops/api-client';
import { needsApprovalCheck, type Seller, type SellerReview } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { updateSellerAtom } from '@drops/session';

/** `pending` while the re-read runs; `approved` when it found the account newly approved. */
export type ApprovalCheck = 'pending' | 'approved' | 'done';

/** What the re-read found: approved means sell and approved (spec section 4). */
export function isNewlyApproved(fresh: Pick<Seller, 'isApproved' | 'accountType'>): boolean {
  return fresh.isApproved && fresh.accountType === 'sell';
}

/**
 * On the dashboard a flex seller not yet approved is re-read from the server (`GET /seller/{id}`)
 * once per visit, and the session takes the fresh record, so an approval or invitation made by an
 * administrator reaches every area (the shell's user menu too) without signing in again. The
 * answer's `review` (issue 16) tells the dashboard when the request was made and what was decided.
 */
export function useApprovalCheck(seller: Seller): {
  check: ApprovalCheck;
  review: SellerReview | null;
} {
  const api = useApi();
  const updateSeller = useSetAtom(updateSellerAtom);
  // Decided from the seller as the visit began; the update below must not start another check.
  const needsCheck = useRef(needsApprovalCheck(seller));
  const [check, setCheck] = useState<ApprovalCheck>(needsCheck.current ? 'pending' : 'done');
  // Issue 16: the decision on the request to sell (and the date asked) the re-read carries.
  const [review, setReview] = useState<SellerReview | null>(null);

  useEffect(() => {
    if (!needsCheck.current) return;
    let current = true;
    getSeller(api).then(
      (response) => {
        if (!current) return;
        updateSeller(response.data);
        setReview(response.data.review);
        setCheck(isNewlyApproved(response.data) ? 'approved' : 'done');
      },
      (error: unknown) => {
        // The dashboard works without the check; the next visit tries again.
        console.warn('[seller-dashboard] approval check failed', error);
        if (current) setCheck('done');
      },
    );
    return () => {
      current = false;
    };
  }, [api, updateSeller]);

  return { check, review };
}
