import { useId } from 'react';
import type { SellerReview } from '@drops/contracts';
import { formatDate } from '@drops/format';
import { DecisionNotice } from '@drops/ui';
import { shellMessages } from '../../../messages';

/**
 * Issue 16: a rejected seller's sign-in says why, beside the spec's refusal (which the form's
 * alert keeps showing, in red): the decision's reason, the administrator's note and its date,
 * and where support is (issue 31 item 5: one red box, and "contact support" with an address).
 */
export function AccountNotApproved({
  review,
  supportEmail,
}: {
  review: SellerReview;
  supportEmail?: string;
}) {
  const headingId = useId();
  return (
    <DecisionNotice
      titleId={headingId}
      title={shellMessages.accountNotApprovedTitle}
      tone="neutral"
      facts={[
        [shellMessages.reviewReason, review.reasonText ?? shellMessages.reviewNoReason],
        [shellMessages.reviewNote, review.note],
        [shellMessages.reviewDecidedOn, review.decidedAt ? formatDate(review.decidedAt) : null],
      ]}
    >
      {supportEmail ? (
        <>
          {shellMessages.contactSupport} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </>
      ) : null}
    </DecisionNotice>
  );
}
