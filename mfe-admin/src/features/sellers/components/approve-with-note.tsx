import { useEffect, useRef, useState } from 'react';
import { setSellerApproval } from '@drops/api-client';
import { emailVerificationMessages, reviewNoteMax, type Seller } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { Button, Stack, toast } from '@drops/ui';
import styled from 'styled-components';
import { adminAreaMessages } from '../../../messages';
import { auditAreaMessages } from '../../../shared/audit-messages';
import { failureToast } from '../../../shared/failure-toast';
import { emptyReason, ReasonFields, type ReasonDraft } from '../../../shared/reason-fields';

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
  const api = useApi();
  const [draft, setDraft] = useState<ReasonDraft>(emptyReason);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const approve = async () => {
    setBusy(true);
    try {
      await setSellerApproval(api, seller._id, {
        isApproved: true,
        isActive: true,
        ...(seller.accountType === 'flex' && { accountType: 'sell' as const }),
        ...(draft.note.trim() && { note: draft.note.trim() }),
      });
      toast({ title: adminAreaMessages.sellerApproved, variant: 'success' });
      setDraft(emptyReason);
      setConfirming(false);
      onApproved();
    } catch (error) {
      failureToast(error, adminAreaMessages.sellerStatusFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      $gap={3}
      as="form"
      aria-label={auditAreaMessages.approveSeller}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.note.length > reviewNoteMax) return;
        if (confirming) void approve();
        else setConfirming(true);
      }}
    >
      <ReasonFields decision="approve" value={draft} onChange={setDraft} />
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
            <Button ref={confirmRef} type="submit" disabled={busy}>
              {busy ? auditAreaMessages.approving : auditAreaMessages.confirmApproval}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
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
    </Stack>
  );
}
