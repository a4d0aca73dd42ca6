import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { refusalOf, validateRegistrationStep1 } from '@drops/api-client';
import { sellerMessages } from '@drops/contracts';
import { toast } from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import { shellMessages } from '../../../messages';
import {
  accountStepRequest,
  registrationDraftAtom,
  registrationSecretsAtom,
} from '../registration-draft';
import type { AccountField } from '../validation';
import { AccountForm } from './account-form';
import { SignUpFrame } from './sign-up-frame';

const accountFields: AccountField[] = [
  'accountType',
  'role',
  'somethingElseText',
  'username',
  'email',
  'password',
  'confirmPassword',
];

/** `/signup`: step 1, checked by the client, then by the server (`POST /seller/register/step1`). */
export function SignUpAccountPage() {
  const { sellerApi } = useAppConfig();
  const [draft, setDraft] = useAtom(registrationDraftAtom);
  const [secrets, setSecrets] = useAtom(registrationSecretsAtom);
  const navigate = useNavigate();

  return (
    <SignUpFrame step={1} title={shellMessages.signUpTitle}>
      <AccountForm
        draft={draft}
        secrets={secrets}
        onDraftChange={setDraft}
        onSecretsChange={setSecrets}
        onSubmit={async () => {
          try {
            await validateRegistrationStep1(sellerApi, {
              ...accountStepRequest(draft, secrets),
              confirmPassword: secrets.confirmPassword,
            });
          } catch (error) {
            return refusalOf(error, accountFields, sellerMessages.validationError);
          }
          toast({ title: sellerMessages.step1Completed, variant: 'success' });
          navigate('/signup/step2');
        }}
      />
    </SignUpFrame>
  );
}
