import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { passwordMessages, sellerMessages, type SellerReview } from '@drops/contracts';
import { isSellerLoggedInAtom, isSellerReturnPath, signInSellerAtom } from '@drops/session';
import { Muted, PageTitle, Stack, toast } from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import { SignedOutCard } from '../../../app/centered-page';
import { SessionExpiredNotice } from '../../../app/session-expired-notice';
import { useSignInReturn } from '../../../app/use-sign-in-return';
import { shellMessages } from '../../../messages';
import { signIn } from '../sign-in-request';
import { AccountNotApproved } from './account-not-approved';
import { SignInForm } from './sign-in-form';

/**
 * `/` and `/signin`. After an expired session the seller is told so and, once signed in again,
 * returns to the page they were on (the drop editor restores its unsaved copy there).
 */
export function SignInPage() {
  const { sellerApi } = useAppConfig();
  const { loggedIn, from, sessionExpired, destination } = useSignInReturn(
    isSellerLoggedInAtom,
    isSellerReturnPath,
    '/dashboard',
  );
  const signInSeller = useSetAtom(signInSellerAtom);
  const navigate = useNavigate();
  const [rejection, setRejection] = useState<{
    review: SellerReview;
    supportEmail?: string;
  } | null>(null);

  if (loggedIn) return <Navigate to={destination} replace />;

  return (
    <SignedOutCard>
      <Stack $gap={2}>
        <PageTitle>{shellMessages.signInTitle}</PageTitle>
        <Muted>{shellMessages.signInIntro}</Muted>
      </Stack>
      {sessionExpired ? (
        <SessionExpiredNotice>{shellMessages.sellerSessionExpired}</SessionExpiredNotice>
      ) : null}
      {rejection ? (
        <AccountNotApproved review={rejection.review} supportEmail={rejection.supportEmail} />
      ) : null}
      <SignInForm
        onSubmit={async (values) => {
          const result = await signIn(sellerApi, values);
          setRejection(
            !result.ok && result.rejection
              ? { review: result.rejection, supportEmail: result.supportEmail }
              : null,
          );
          if (!result.ok) return result;
          signInSeller(result.session);
          toast({ title: sellerMessages.loginSuccessful, variant: 'success' });
          navigate(destination, { replace: from !== null });
        }}
      />
      <Muted>
        <Link to="/forgot-password">{passwordMessages.forgotTitle}</Link>
      </Muted>
      <Muted>
        {shellMessages.noAccount} <Link to="/signup">{shellMessages.signUpLink}</Link>
      </Muted>
    </SignedOutCard>
  );
}
