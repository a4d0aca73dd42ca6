import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { emailVerificationMessages as messages } from '@drops/contracts';
import { sellerAtom, updateSellerAtom } from '@drops/session';
import { Button } from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import { askForVerificationMail, readEmailState } from '../email-requests';
import { NoticeOutcome, NoticeSection, NoticeText } from './verify-email-notice.styles';

/**
 * Issue 30 item 2: above every seller page (the dashboard, Edit Profile) while the email is not
 * verified or a new one waits, with a button for the mail again. The server is asked once as
 * the page opens and whenever the window gets focus (the link was opened in the mail's tab or
 * on a phone), so the notice goes as soon as the address is verified.
 */
export function VerifyEmailNotice() {
  const { sellerApi } = useAppConfig();
  const seller = useAtomValue(sellerAtom);
  const updateSeller = useSetAtom(updateSellerAtom);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ sent: boolean; message: string } | null>(null);
  const waiting = !!seller && (seller.emailVerified !== true || !!seller.pendingEmail);

  const refresh = useCallback(() => {
    readEmailState(sellerApi).then(updateSeller, () => undefined);
  }, [sellerApi, updateSeller]);

  useEffect(() => {
    if (!waiting) return;
    refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [waiting, refresh]);

  // Sessions stored before issue 30 carry no `emailVerified`: nothing shows until the server says.
  if (!seller || !waiting || (seller.emailVerified === undefined && !seller.pendingEmail))
    return null;

  const sendAgain = async () => {
    setBusy(true);
    setOutcome(await askForVerificationMail(sellerApi));
    setBusy(false);
  };

  return (
    <NoticeSection aria-label={messages.noticeName}>
      <NoticeText>
        <h2>{messages.noticeTitle}</h2>
        {seller.pendingEmail ? (
          <>
            <p>{messages.pending(seller.pendingEmail)}</p>
            <p>{messages.pendingHelp}</p>
          </>
        ) : (
          <p>{messages.noticeBody}</p>
        )}
      </NoticeText>
      <Button type="button" $variant="secondary" disabled={busy} onClick={() => void sendAgain()}>
        {busy ? messages.resending : messages.resend}
      </Button>
      {outcome ? (
        <NoticeOutcome $failed={!outcome.sent} role={outcome.sent ? 'status' : 'alert'}>
          {outcome.message}
        </NoticeOutcome>
      ) : null}
    </NoticeSection>
  );
}
