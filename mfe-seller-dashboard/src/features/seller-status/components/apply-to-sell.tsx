import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { canApplyToSell, type Seller } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { updateSellerAtom } from '@drops/session';
import { Button, Dialog, Stack } from '@drops/ui';
import { dashboardMessages } from '../../../messages';
import { saveSeller } from '../api/save-seller';
import { Banner } from './apply-to-sell.styles';

type ApplyingSeller = Pick<Seller, '_id' | 'accountType' | 'isRequestedforSell' | 'isApproved'>;

/**
 * For a flex seller not yet approved: APPLY TO SELL (when allowed, spec section 2) opens the
 * Apply to sell dialog, or a line saying the request is under review.
 */
export function ApplyToSellBanner({ seller }: { seller: ApplyingSeller }) {
  const [open, setOpen] = useState(false);
  if (seller.accountType !== 'flex' || seller.isApproved) return null;
  return (
    <Banner aria-label={dashboardMessages.applyToSellTitle}>
      {canApplyToSell(seller) ? (
        <>
          <p>{dashboardMessages.applyToSellBanner}</p>
          <Button $variant="secondary" $size="small" onClick={() => setOpen(true)}>
            {dashboardMessages.applyToSell}
          </Button>
        </>
      ) : (
        <p>{dashboardMessages.applyToSellRequested}</p>
      )}
      {open ? <ApplyToSellDialog sellerId={seller._id} onClose={() => setOpen(false)} /> : null}
    </Banner>
  );
}

/**
 * Apply to sell: APPLY sets isRequestedforSell, then the dialog shows "You have submitted a
 * request to sell." / "Please wait for confirmation.". A failure is only logged (spec section 8).
 */
export function ApplyToSellDialog({
  sellerId,
  onClose,
}: {
  sellerId: string;
  onClose: () => void;
}) {
  const api = useApi();
  const updateSeller = useSetAtom(updateSellerAtom);
  const [phase, setPhase] = useState<'confirm' | 'busy' | 'submitted'>('confirm');

  const apply = async () => {
    setPhase('busy');
    const result = await saveSeller(api, sellerId, { isRequestedforSell: true });
    if ('error' in result) {
      console.warn('[seller-dashboard] apply to sell failed', result.error);
      onClose();
      return;
    }
    updateSeller({ isRequestedforSell: result.seller.isRequestedforSell });
    setPhase('submitted');
  };

  if (phase === 'submitted') {
    return (
      <Dialog
        open
        title={dashboardMessages.applyToSellTitle}
        onClose={onClose}
        actions={<Button onClick={onClose}>{dashboardMessages.close}</Button>}
      >
        <Stack $gap={2} role="status">
          <strong>{dashboardMessages.requestSubmitted}</strong>
          <span>{dashboardMessages.requestWait}</span>
        </Stack>
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      title={dashboardMessages.applyToSellTitle}
      onClose={() => {
        if (phase !== 'busy') onClose();
      }}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={phase === 'busy'}>
            {dashboardMessages.cancel}
          </Button>
          <Button onClick={apply} disabled={phase === 'busy'}>
            {phase === 'busy' ? dashboardMessages.applying : dashboardMessages.applyToSellConfirm}
          </Button>
        </>
      }
    >
      {dashboardMessages.applyToSellBody}
    </Dialog>
  );
}
