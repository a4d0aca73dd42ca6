import { useId } from 'react';
import type { SellerReview } from '@drops/contracts';
import { formatDate } from '@drops/format';
import { DecisionNotice } from '@drops/ui';
import { shellMessages } from '../../../messages';

/**
 * Issue 16: a rejected seller's sign-in says why, beside the spec's refusal (which the form's
 * alert keeps showing): the decision's reason, the administrator's note and its date.
 */
export function AccountNotApproved({ review }: { review: SellerReview }) {
  const headingId = useId();
  return (
    <DecisionNotice
      titleId={headingId}
      title={shellMessages.accountNotApprovedTitle}
      facts={[
        [shellMessages.reviewReason, review.reasonText ?? shellMessages.reviewNoReason],
        [shellMessages.reviewNote, review.note],
        [shellMessages.reviewDecidedOn, review.decidedAt ? formatDate(review.decidedAt) : null],
      ]}
    />
  );
}
