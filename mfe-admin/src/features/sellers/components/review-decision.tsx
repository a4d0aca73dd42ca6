import { useId } from 'react';
import type { Seller } from '@drops/contracts';
import { Stack } from '@drops/ui';
import styled from 'styled-components';
import { auditAreaMessages } from '../../../shared/audit-messages';
import { SectionTitle } from '../../../shared/detail.styles';
import { sellerActions } from '../seller-actions';
import { ApproveWithNote } from './approve-with-note';
import { RejectWithReason } from './reject-with-reason';

/** Between Approve and Reject: two forms, each with its note, read as two choices. */
const Between = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

type DecisionFields = Pick<
  Seller,
  | '_id'
  | 'username'
  | 'accountType'
  | 'isRequestedforSell'
  | 'isApproved'
  | 'isActive'
  | 'invitation'
  | 'emailVerified'
>;

/**
 * What the dialog lets an administrator decide (issue 31 item 4): Approve where the table offers
 * it and for a rejected seller (a decision can be reversed), Reject with a reason for a seller not
 * yet rejected. An approved, active seller can still be rejected; nothing to decide shows nothing.
 */
export function ReviewDecision({
  seller,
  onDecided,
}: {
  seller: DecisionFields;
  onDecided: () => void;
}) {
  const titleId = useId();
  const canApprove = sellerActions(seller).approve || !seller.isActive;
  const canReject = seller.isActive;
  if (!canApprove && !canReject) return null;
  return (
    <Stack $gap={4} as="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{auditAreaMessages.reviewDecision}</SectionTitle>
      {canApprove ? <ApproveWithNote seller={seller} onApproved={onDecided} /> : null}
      {canApprove && canReject ? <Between /> : null}
      {canReject ? <RejectWithReason seller={seller} onRejected={onDecided} /> : null}
    </Stack>
  );
}
