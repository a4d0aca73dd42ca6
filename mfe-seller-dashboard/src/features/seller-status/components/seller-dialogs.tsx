import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { Seller } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { updateSellerAtom } from '@drops/session';
import { dashboardMessages } from '../../../messages';
import { saveSeller } from '../api/save-seller';
import type { ApprovalCheck } from '../api/use-approval-check';
import {
  noDialogClosed,
  pickDashboardDialog,
  type ClosedDialogs,
  type DashboardDialog,
} from '../dashboard-dialog';
import { InvitationDialog } from './invitation-dialog';
import { WelcomeDialog } from './welcome-dialog';

/**
 * The dashboard's approved, invitation and first-login dialogs, one at a time. The dialog shown
 * stays until it is closed, even when its answer changes the seller (an accepted invitation
 * turns into "APPROVED" in place).
 */
export function SellerDialogs({
  seller,
  check,
  onOpenChange,
}: {
  seller: Seller;
  check: ApprovalCheck;
  /** Told whether one of the dialogs is open, as it opens and closes. */
  onOpenChange: (open: boolean) => void;
}) {
  const api = useApi();
  const navigate = useNavigate();
  const updateSeller = useSetAtom(updateSellerAtom);
  const [closed, setClosed] = useState<ClosedDialogs>(noDialogClosed);
  const [active, setActive] = useState<DashboardDialog | null>(null);

  useEffect(() => {
    if (active === null) setActive(pickDashboardDialog(seller, check, closed));
  }, [active, seller, check, closed]);

  useEffect(() => onOpenChange(active !== null), [active, onOpenChange]);

  /** Closing a welcome (or the approved greeting) ends the first login, here and on the server. */
  const endFirstLogin = () => {
    if (!seller.firstLogin) return;
    updateSeller({ firstLogin: false });
    void saveSeller(api, { firstLogin: false }).then((result) => {
      if ('error' in result)
        console.warn('[seller-dashboard] saving firstLogin failed', result.error);
    });
  };

  const close = (which: keyof ClosedDialogs, addDrop = false) => {
    if (which !== 'invitation') endFirstLogin();
    setClosed((previous) => ({
      ...previous,
      [which]: true,
      firstLogin: previous.firstLogin || which !== 'invitation',
    }));
    setActive(null);
    if (addDrop) navigate('/add-product');
  };

  if (active?.kind === 'approved') {
    return (
      <WelcomeDialog
        title={dashboardMessages.approved}
        body={dashboardMessages.approvedBody}
        onClose={() => close('approved')}
        onAdd={() => close('approved', true)}
      />
    );
  }
  if (active?.kind === 'invitation') {
    return (
      <InvitationDialog
        onClose={() => close('invitation')}
        onAdd={() => close('invitation', true)}
      />
    );
  }
  if (active?.kind === 'first-login') {
    const approved = active.variant === 'approved';
    return (
      <WelcomeDialog
        title={approved ? dashboardMessages.approved : dashboardMessages.youreIn}
        body={approved ? dashboardMessages.welcomeSellBody : dashboardMessages.welcomeFlexBody}
        onClose={() => close('firstLogin')}
        onAdd={() => close('firstLogin', true)}
      />
    );
  }
  return null;
}
