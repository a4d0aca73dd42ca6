import { useState } from 'react';
import { inviteSeller, setSellerApproval } from '@drops/api-client';
import type { ApproveSellerBody, Seller } from '@drops/contracts';
import { toast } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { failureToast } from '../../../shared/failure-toast';
import { useReasonDecision } from '../../../shared/use-reason-decision';
import { useApi } from '@drops/remote-kit';
import type { SellerAction } from '../seller-actions';

type Decision = Exclude<SellerAction, 'invite'>;
type DecisionSeller = Pick<Seller, '_id' | 'accountType'>;

/** PUT .../approve's flags: both true to approve (a flex account becomes sell), both false to reject. */
function decisionBody(decision: Decision, seller: DecisionSeller): ApproveSellerBody {
  return decision === 'approve'
    ? {
        isApproved: true,
        isActive: true,
        ...(seller.accountType === 'flex' && { accountType: 'sell' as const }),
      }
    : { isApproved: false, isActive: false };
}

const outcomes: Record<SellerAction, { success: string; failure: string }> = {
  approve: {
    success: adminAreaMessages.sellerApproved,
    failure: adminAreaMessages.sellerStatusFailed,
  },
  reject: {
    success: adminAreaMessages.sellerRejected,
    failure: adminAreaMessages.sellerStatusFailed,
  },
  invite: {
    success: adminAreaMessages.invitationSent,
    failure: adminAreaMessages.invitationFailed,
  },
};

/**
 * Approve (PUT .../approve with both flags true; a flex account becomes sell), reject (both
 * false) and invite (POST .../invite), each with its toast; `onDone` runs after a success so
 * the list shows the new state. One action at a time per seller.
 */
export function useSellerModeration(onDone: () => void) {
  const api = useApi();
  const [pending, setPending] = useState<{ sellerId: string; action: SellerAction } | null>(null);

  const run = async (action: SellerAction, seller: DecisionSeller) => {
    setPending({ sellerId: seller._id, action });
    try {
      if (action === 'invite') await inviteSeller(api, seller._id);
      else await setSellerApproval(api, seller._id, decisionBody(action, seller));
      toast({ title: outcomes[action].success, variant: 'success' });
      onDone();
    } catch (error) {
      failureToast(error, outcomes[action].failure);
    } finally {
      setPending(null);
    }
  };

  return { run, pending };
}

/**
 * The seller dialog's Approve or Reject with a note (and a rejection's required reason): the same
 * PUT .../approve and toasts as the row's one click, with the reason and note added.
 */
export function useSellerDecision(
  decision: Decision,
  seller: DecisionSeller,
  onDecided: () => void,
) {
  const api = useApi();
  return useReasonDecision({
    reasonRequired: decision === 'reject',
    save: (reasonAndNote) =>
      setSellerApproval(api, seller._id, { ...decisionBody(decision, seller), ...reasonAndNote }),
    savedMessage: outcomes[decision].success,
    failedMessage: outcomes[decision].failure,
    onSaved: onDecided,
  });
}
