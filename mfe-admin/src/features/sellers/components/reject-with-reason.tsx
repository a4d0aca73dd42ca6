import type { Seller } from '@drops/contracts';
import { Button } from '@drops/ui';
import { auditAreaMessages } from '../../../shared/audit-messages';
import { ReasonDecisionForm } from '../../../shared/reason-fields';
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
    <ReasonDecisionForm
      label={auditAreaMessages.rejectSeller}
      decision="reject"
      fields={rejection.fields}
      onSubmit={() => void rejection.submit()}
    >
      <div>
        <Button type="submit" $variant="danger" disabled={rejection.busy}>
          {rejection.busy ? auditAreaMessages.rejecting : auditAreaMessages.rejectWithReason}
        </Button>
      </div>
    </ReasonDecisionForm>
  );
}
