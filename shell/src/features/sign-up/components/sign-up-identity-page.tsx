import { startTransition } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Navigate, useNavigate } from 'react-router-dom';
import { completeRegistration, refusalOf } from '@drops/api-client';
import { sellerMessages } from '@drops/contracts';
import { uploadSellerImage } from '@drops/media';
import { signInSellerAtom } from '@drops/session';
import { useAppConfig } from '../../../app/app-config';
import { shellMessages } from '../../../messages';
import {
  accountStepRequest,
  clearRegistrationAtom,
  registrationDraftAtom,
  registrationSecretsAtom,
} from '../registration-draft';
import type { IdentityField } from '../validation';
import { IdentityForm } from './identity-form';
import { SignUpFrame } from './sign-up-frame';

const identityFields: IdentityField[] = ['profileImage', 'country', 'bio', 'portfolioLink'];

/**
 * `/signup/step2`: completes the sign-up (`POST /seller/register/complete`). With `autoLogin`
 * the seller is signed in and lands on the dashboard; otherwise on "Waiting for approval".
 */
export function SignUpIdentityPage() {
  const { sellerApi } = useAppConfig();
  const [draft, setDraft] = useAtom(registrationDraftAtom);
  const secrets = useAtomValue(registrationSecretsAtom);
  const clearRegistration = useSetAtom(clearRegistrationAtom);
  const signInSeller = useSetAtom(signInSellerAtom);
  const navigate = useNavigate();

  // Step 2 without step 1 (a deep link, a new tab): start at the beginning.
  if (!draft.username || !draft.email || !secrets.password)
    return <Navigate to="/signup" replace />;

  return (
    <SignUpFrame step={2} title={shellMessages.identityTitle}>
      <IdentityForm
        draft={draft}
        onDraftChange={setDraft}
        onUpload={(file) => uploadSellerImage(sellerApi, 'profile', file)}
        onBack={() => navigate('/signup')}
        onSubmit={async () => {
          let response;
          try {
            response = await completeRegistration(sellerApi, {
              ...accountStepRequest(draft, secrets),
              profileImage: draft.profileImage,
              country: draft.country,
              bio: draft.bio,
              portfolioLink: draft.portfolioLink.trim(),
            });
          } catch (error) {
            return refusalOf(error, identityFields, sellerMessages.registrationError);
          }
          const session =
            response.autoLogin && response.data.token
              ? { token: response.data.token, seller: response.data.seller }
              : null;
          // One transition: this page must not see the cleared sign-up (and go back to step 1)
          // before the navigation lands.
          startTransition(() => {
            if (session) signInSeller(session);
            navigate(session ? '/dashboard' : '/signup/success', { replace: true });
            clearRegistration();
          });
        }}
      />
    </SignUpFrame>
  );
}
