import { adminServerMessages, type ApproveSellerBody } from '@drops/contracts';
import { ValidationError } from '@drops/service-kit';

/**
 * The spec's approve/reject body: both flags true (approve, a flex account becomes sell) or both
 * false (reject). Answers whether it approves; refuses any other combination.
 */
export function approvalOf({ isApproved, isActive, accountType }: ApproveSellerBody): boolean {
  if (isApproved !== isActive)
    throw new ValidationError({ isApproved: adminServerMessages.approvalCombination });
  if (isApproved && accountType === 'flex')
    throw new ValidationError({ accountType: adminServerMessages.approvedAccountIsSell });
  return isApproved;
}
