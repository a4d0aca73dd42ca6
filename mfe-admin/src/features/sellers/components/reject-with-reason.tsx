import type { Seller } from '@drops/contracts';
import { Button, Stack } from '@drops/ui';
import { auditAreaMessages } from '../../../shared/audit-messages';
import { ReasonFields } from '../../../shared/reason-fields';
import { useSellerDecision } from '../api/moderate-seller';

/**
 * The seller dialog's Reject with a reason from the fixed list and an optional note (PUT
 * .../approve with both flags false, `reason`, `note`); the spec's toasts, as the row's Reject.
 */
export function RejectWithReason({
  seller,
  onRejected,
}: {
  seller: Pick<Seller, '_id' | 'accountType'>;
  onRejected: () => void;
}) {
  const rejection = useSellerDecision('reject', seller, onRejected);

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
