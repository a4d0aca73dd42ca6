import {
  adminServerMessages,
  reviewMessages,
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
 * false (reject), refusing any other combination. A rejection may say why (`reason`, `note`);
 * an approval may carry a note but no reason.
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
  if (isApproved && reason !== undefined)
    throw new ValidationError({ reason: reviewMessages.reasonOnlyOnRejection });
  return {
    approve: isApproved,
    ...(reason !== undefined && { reason }),
    ...(note !== undefined && { note }),
  };
}
