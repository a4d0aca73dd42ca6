import { setSellerApproval } from '@drops/api-client';
import type { Seller } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { Button, Stack } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { auditAreaMessages } from '../../../shared/audit-messages';
import { ReasonFields } from '../../../shared/reason-fields';
import { useReasonDecision } from '../../../shared/use-reason-decision';

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
  const rejection = useReasonDecision({
    reasonRequired: true,
    save: (reasonAndNote) =>
      setSellerApproval(api, seller._id, { isApproved: false, isActive: false, ...reasonAndNote }),
    savedMessage: adminAreaMessages.sellerRejected,
    failedMessage: adminAreaMessages.sellerStatusFailed,
    onSaved: onRejected,
  });

  return (
    <Stack
      $gap={3}
      as="form"
      aria-label={auditAreaMessages.rejectSeller}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void rejection.submit();
      }}
    >
      <ReasonFields decision="reject" {...rejection.fields} />
      <div>
        <Button type="submit" $variant="danger" disabled={rejection.busy}>
          {rejection.busy ? auditAreaMessages.rejecting : auditAreaMessages.rejectWithReason}
        </Button>
      </div>
    </Stack>
  );
}
