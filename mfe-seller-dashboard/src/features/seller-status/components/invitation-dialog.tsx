import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { errorMessage } from '@drops/api-client';
import { sellerMessages } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { updateSellerAtom } from '@drops/session';
import { Button, Dialog, FormAlert, Stack } from '@drops/ui';
import { dashboardMessages } from '../../../messages';
import { saveSeller } from '../api/save-seller';
import { WelcomeDialog } from './welcome-dialog';

/**
 * "INVITATION": Become Seller accepts (invitation accepted, accountType sell, isApproved true;
 * the dialog then reads "APPROVED"), Cancel declines (invitation rejected). Escape only closes:
 * a stray key must not turn an invitation down, and it comes back on the next visit.
 */
export function InvitationDialog({ onClose, onAdd }: { onClose: () => void; onAdd: () => void }) {
  const api = useApi();
  const updateSeller = useSetAtom(updateSellerAtom);
  const [phase, setPhase] = useState<'ask' | 'accepted'>('ask');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const answer = async (accept: boolean) => {
    setBusy(true);
    setFailure(null);
    const result = await saveSeller(
      api,
      accept
        ? { invitation: 'accepted', accountType: 'sell', isApproved: true }
        : { invitation: 'rejected' },
    );
    setBusy(false);
    if ('seller' in result) {
      updateSeller(result.seller);
      if (accept) setPhase('accepted');
      else onClose();
      return;
    }
    if (accept) setFailure(errorMessage(result.error, sellerMessages.profileUpdateFailedRetry));
    else {
      console.warn('[seller-dashboard] declining the invitation failed', result.error);
      onClose();
    }
  };

  if (phase === 'accepted') {
    return (
      <WelcomeDialog
        title={dashboardMessages.approved}
        body={dashboardMessages.invitationApprovedBody}
        onClose={onClose}
        onAdd={onAdd}
      />
    );
  }

  return (
    <Dialog
      open
      title={dashboardMessages.invitation}
      onClose={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button $variant="secondary" onClick={() => answer(false)} disabled={busy}>
            {dashboardMessages.invitationCancel}
          </Button>
          <Button onClick={() => answer(true)} disabled={busy}>
            {busy ? dashboardMessages.accepting : dashboardMessages.becomeSeller}
          </Button>
        </>
      }
    >
      <Stack $gap={3}>
        <span>{dashboardMessages.invitationBody}</span>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
      </Stack>
    </Dialog>
  );
}
