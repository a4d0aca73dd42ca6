import { useState } from 'react';
import { inviteSeller, setSellerApproval } from '@drops/api-client';
import type { Seller } from '@drops/contracts';
import { toast } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { failureToast } from '../../../shared/failure-toast';
import { useApi } from '@drops/remote-kit';
import type { SellerAction } from '../seller-actions';

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

  const run = async (action: SellerAction, seller: Pick<Seller, '_id' | 'accountType'>) => {
    setPending({ sellerId: seller._id, action });
    try {
      if (action === 'invite') await inviteSeller(api, seller._id);
      else if (action === 'approve')
        await setSellerApproval(api, seller._id, {
          isApproved: true,
          isActive: true,
          ...(seller.accountType === 'flex' && { accountType: 'sell' as const }),
        });
      else await setSellerApproval(api, seller._id, { isApproved: false, isActive: false });
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
