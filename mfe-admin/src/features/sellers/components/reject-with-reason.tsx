import { useState } from 'react';
import { setSellerApproval } from '@drops/api-client';
import { reviewNoteMax, type Seller } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { Button, Stack, toast } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { auditAreaMessages } from '../../../shared/audit-messages';
import { failureToast } from '../../../shared/failure-toast';
import { emptyReason, ReasonFields, type ReasonDraft } from '../../../shared/reason-fields';

/**
 * The seller dialog's Reject with a reason from the fixed list and an optional note (PUT
 * .../approve with both flags false, `reason`, `note`); the spec's toasts, as the row's Reject.
 */
export function RejectWithReason({
  seller,
  onRejected,
}: {
  seller: Pick<Seller, '_id'>;
  onRejected: () => void;
}) {
  const api = useApi();
  const [draft, setDraft] = useState<ReasonDraft>(emptyReason);
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!draft.reason) {
      setReasonError(auditAreaMessages.reasonRequired);
      return;
    }
    if (draft.note.length > reviewNoteMax) return;
    setBusy(true);
    try {
      await setSellerApproval(api, seller._id, {
        isApproved: false,
        isActive: false,
        reason: draft.reason,
        ...(draft.note.trim() && { note: draft.note.trim() }),
      });
      toast({ title: adminAreaMessages.sellerRejected, variant: 'success' });
      setDraft(emptyReason);
      onRejected();
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
      aria-label={auditAreaMessages.rejectSeller}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ReasonFields
        decision="reject"
        value={draft}
        reasonError={reasonError}
        onChange={(next) => {
          setDraft(next);
          if (next.reason) setReasonError(undefined);
        }}
      />
      <div>
        <Button type="submit" $variant="danger" disabled={busy}>
          {busy ? auditAreaMessages.rejecting : auditAreaMessages.rejectWithReason}
        </Button>
      </div>
    </Stack>
  );
}
