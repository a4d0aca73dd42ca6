import { CheckedForm, useCheckedForm, type FormRefusal } from '@drops/ui';
import { CredentialField } from '../../../app/credential-field';
import { shellMessages } from '../../../messages';
import { validateSignIn, type SignInField, type SignInValues } from '../validation';

export interface SignInFormProps {
  /** Resolves with the server's answer when it refused; nothing when signed in. */
  onSubmit: (values: SignInValues) => Promise<FormRefusal<SignInField> | void>;
}

/** Email and password; checked here first, then by the server. */
export function SignInForm({ onSubmit }: SignInFormProps) {
  const form = useCheckedForm<SignInValues, SignInField>(
    { email: '', password: '' },
    validateSignIn,
    (values) => onSubmit({ email: values.email.trim(), password: values.password }),
  );

  return (
    <CheckedForm
      label={shellMessages.signInTitle}
      form={form}
      submitLabel={form.busy ? shellMessages.signingIn : shellMessages.signInSubmit}
    >
      <CredentialField field="email" autoComplete="email" {...form.bindField('email')} />
      <CredentialField
        field="password"
        autoComplete="current-password"
        {...form.bindField('password')}
      />
    </CheckedForm>
  );
}
