import { useId } from 'react';
import styled from 'styled-components';
import type { SellerReview } from '@drops/contracts';
import { formatDate } from '@drops/format';
import { shellMessages } from '../../../messages';

const DecisionBox = styled.section`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.dangerSurface};
  overflow-wrap: anywhere;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    white-space: pre-line;
  }
`;

/**
 * Issue 16: a rejected seller's sign-in says why, beside the spec's refusal (which the form's
 * alert keeps showing): the decision's reason, the administrator's note and its date.
 */
export function AccountNotApproved({ review }: { review: SellerReview }) {
  const headingId = useId();
  return (
    <DecisionBox aria-labelledby={headingId}>
      <h2 id={headingId}>{shellMessages.accountNotApprovedTitle}</h2>
      <dl>
        <dt>{shellMessages.reviewReason}</dt>
        <dd>{review.reasonText ?? shellMessages.reviewNoReason}</dd>
        {review.note ? (
          <>
            <dt>{shellMessages.reviewNote}</dt>
            <dd>{review.note}</dd>
          </>
        ) : null}
        {review.decidedAt ? (
          <>
            <dt>{shellMessages.reviewDecidedOn}</dt>
            <dd>{formatDate(review.decidedAt)}</dd>
          </>
        ) : null}
      </dl>
    </DecisionBox>
  );
}
