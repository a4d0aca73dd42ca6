import { useEffect, useRef, useState } from 'react';
import { emailVerificationMessages, reviewNoteMax, type Seller } from '@drops/contracts';
import { Button } from '@drops/ui';
import styled from 'styled-components';
import { auditAreaMessages } from '../../../shared/audit-messages';
import { ReasonDecisionForm } from '../../../shared/reason-fields';
import { useSellerDecision } from '../api/moderate-seller';

const Question = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The seller dialog's Approve (issue 31 item 4): an optional note for the seller, then a question
 * to confirm, since the dialog's decision is a considered one (the table's Approve stays the
 * spec's one click). Offered to a rejected seller too, so an administrator can change their mind.
 * PUT .../approve with both flags true (a flex account becomes sell) and the note.
 */
export function ApproveWithNote({
  seller,
  onApproved,
}: {
  seller: Pick<Seller, '_id' | 'username' | 'accountType' | 'isActive' | 'emailVerified'>;
  onApproved: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const approval = useSellerDecision('approve', seller, () => {
    setConfirming(false);
    onApproved();
  });

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  return (
    <ReasonDecisionForm
      label={auditAreaMessages.approveSeller}
      decision="approve"
      fields={approval.fields}
      onSubmit={() => {
        if (approval.draft.note.length > reviewNoteMax) return;
        if (confirming) void approval.submit();
        else setConfirming(true);
      }}
    >
      {confirming ? (
        <>
          <Question role="status">
            {auditAreaMessages.approveQuestion(seller.username, !seller.isActive)}
            {/* Issue 30 item 2: the question says so when the email is not verified. */}
            {seller.emailVerified === false
              ? ` ${emailVerificationMessages.approveUnverifiedBody(seller.username)}`
              : null}
          </Question>
          <Buttons>
            <Button ref={confirmRef} type="submit" disabled={approval.busy}>
              {approval.busy ? auditAreaMessages.approving : auditAreaMessages.confirmApproval}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={approval.busy}
              onClick={() => setConfirming(false)}
            >
              {auditAreaMessages.cancelApproval}
            </Button>
          </Buttons>
        </>
      ) : (
        <Buttons>
          <Button type="submit">{auditAreaMessages.approveSeller}</Button>
        </Buttons>
      )}
    </ReasonDecisionForm>
  );
}
