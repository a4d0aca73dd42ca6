import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { sellerMessages } from '@drops/contracts';
import { updateSellerAtom } from '@drops/session';
import { ConfirmDialog, toast } from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import { shellMessages } from '../../../messages';
import { applyToSell } from '../apply-to-sell';

/** Confirms the request to sell; on success the spec's two lines are shown as a toast. */
export function ApplyToSellDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { sellerApi } = useAppConfig();
  const updateSeller = useSetAtom(updateSellerAtom);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    setBusy(true);
    const updated = await applyToSell(sellerApi);
    setBusy(false);
    onClose();
    if (!updated) return;
    updateSeller({ isRequestedforSell: updated.isRequestedforSell });
    toast({
      title: sellerMessages.requestToSellSubmitted,
      description: sellerMessages.requestToSellWait,
      variant: 'success',
    });
  };

  return (
    <ConfirmDialog
      open={open}
      title={shellMessages.applyToSellTitle}
      onClose={onClose}
      cancelLabel={shellMessages.cancel}
      confirmLabel={shellMessages.applyToSellConfirm}
      busy={busy}
      onConfirm={apply}
    >
      {shellMessages.applyToSellBody}
    </ConfirmDialog>
  );
}
