import { useSetAtom, useAtomValue } from 'jotai';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { sellerMessages } from '@drops/contracts';
import { isSellerLoggedInAtom, signInSellerAtom } from '@drops/session';
import { Card, Muted, PageTitle, Stack, toast } from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import { Brand, CenteredPage } from '../../../app/centered-page';
import { shellMessages } from '../../../messages';
import { signIn } from '../sign-in-request';
import { SignInForm } from './sign-in-form';

/** `/` and `/signin`. */
export function SignInPage() {
  const { sellerApi } = useAppConfig();
  const loggedIn = useAtomValue(isSellerLoggedInAtom);
  const signInSeller = useSetAtom(signInSellerAtom);
  const navigate = useNavigate();

  if (loggedIn) return <Navigate to="/dashboard" replace />;

  return (
    <CenteredPage>
      <Brand>{shellMessages.appName}</Brand>
      <Card>
        <Stack $gap={6}>
          <Stack $gap={2}>
            <PageTitle>{shellMessages.signInTitle}</PageTitle>
            <Muted>{shellMessages.signInIntro}</Muted>
          </Stack>
          <SignInForm
            onSubmit={async (values) => {
              const result = await signIn(sellerApi, values);
              if (!result.ok) return result;
              signInSeller(result.session);
              toast({ title: sellerMessages.loginSuccessful, variant: 'success' });
              navigate('/dashboard');
            }}
          />
          <Muted>
            {shellMessages.noAccount} <Link to="/signup">{shellMessages.signUpLink}</Link>
          </Muted>
        </Stack>
      </Card>
    </CenteredPage>
  );
}
