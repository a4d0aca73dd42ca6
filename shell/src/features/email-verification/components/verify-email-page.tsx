import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link, useSearchParams } from 'react-router-dom';
import { emailVerificationMessages as messages } from '@drops/contracts';
import { sellerAtom, updateSellerAtom } from '@drops/session';
import { FormAlert, LoadingState, Notice, PageTitle } from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import { SignedOutCard } from '../../../app/centered-page';
import { sellerAfterVerifying, verifyEmailLink, type VerifyOutcome } from '../email-requests';

/**
 * `/verify-email?token=` (issue 30 item 2): the mailed link verifies the address as the page
 * opens, signed in or not. A signed-in seller's stored record learns it at once, so the notice
 * in the seller area is gone; the way on is the dashboard, or sign-in.
 */
export function VerifyEmailPage() {
  const { sellerApi } = useAppConfig();
  const token = useSearchParams()[0].get('token') ?? '';
  const seller = useAtomValue(sellerAtom);
  const updateSeller = useSetAtom(updateSellerAtom);
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(
    token === '' ? { status: 'invalid', message: messages.linkMissing } : null,
  );

  useEffect(() => {
    if (token === '') return;
    let current = true;
    void verifyEmailLink(sellerApi, token).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [sellerApi, token]);

  useEffect(() => {
    if (outcome?.status !== 'verified' || !seller) return;
    const changes = sellerAfterVerifying(seller, outcome.email);
    if (changes) updateSeller(changes);
  }, [outcome, seller, updateSeller]);

  const onward = seller ? (
    <Link to="/dashboard">{messages.toDashboard}</Link>
  ) : (
    <Link to="/signin">{messages.toSignIn}</Link>
  );

  let content;
  if (!outcome) content = <LoadingState>{messages.verifying}</LoadingState>;
  else if (outcome.status === 'verified')
    content = (
      <>
        <Notice>{messages.verified}</Notice>
        {onward}
      </>
    );
  else
    content = (
      <>
        <FormAlert>{outcome.message}</FormAlert>
        {onward}
      </>
    );

  return (
    <SignedOutCard>
      <PageTitle>{messages.verifyTitle}</PageTitle>
      {content}
    </SignedOutCard>
  );
}
