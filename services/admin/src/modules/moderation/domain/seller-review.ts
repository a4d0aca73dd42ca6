import {
  adminServerMessages,
  decisionReasonError,
  type ApproveSellerBody,
  type ReviewReason,
} from '@drops/contracts';
import { ValidationError } from '@drops/service-kit';

export interface ApprovalDecision {
  approve: boolean;
  reason?: ReviewReason;
  note?: string;
}

/**
 * The spec's approve/reject body: both flags true (approve, a flex account becomes sell) or both
 * false (reject), refusing any other combination. A rejection may say why (`reason` from the
 * rejection's list, `note`); an approval may carry a note but no reason.
 */
export function approvalOf({
  isApproved,
  isActive,
  accountType,
  reason,
  note,
}: ApproveSellerBody): ApprovalDecision {
  if (isApproved !== isActive)
    throw new ValidationError({ isApproved: adminServerMessages.approvalCombination });
  if (isApproved && accountType === 'flex')
    throw new ValidationError({ accountType: adminServerMessages.approvedAccountIsSell });
  const reasonError = decisionReasonError(isApproved ? 'approve' : 'reject', reason);
  if (reasonError) throw new ValidationError({ reason: reasonError });
  return {
    approve: isApproved,
    ...(reason !== undefined && { reason }),
    ...(note !== undefined && { note }),
  };
}
