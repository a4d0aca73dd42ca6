import { Button, FormAlert, Stack, useCheckedForm, type FormRefusal } from '@drops/ui';
import { CredentialField } from '../../../app/credential-field';
import { shellMessages } from '../../../messages';
import { validateSignIn, type SignInField, type SignInValues } from '../validation';

export interface SignInFormProps {
  /** Resolves with the server's answer when it refused; nothing when signed in. */
  onSubmit: (values: SignInValues) => Promise<FormRefusal<SignInField> | void>;
}

/** Email and password; checked here first, then by the server. */
export function SignInForm({ onSubmit }: SignInFormProps) {
  const { formError, busy, submit, bindField } = useCheckedForm<SignInValues, SignInField>(
    { email: '', password: '' },
    validateSignIn,
    (values) => onSubmit({ email: values.email.trim(), password: values.password }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={shellMessages.signInTitle}>
      <Stack>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <CredentialField field="email" autoComplete="email" {...bindField('email')} />
        <CredentialField
          field="password"
          autoComplete="current-password"
          {...bindField('password')}
        />
        <Button type="submit" $fullWidth disabled={busy}>
          {busy ? shellMessages.signingIn : shellMessages.signInSubmit}
        </Button>
      </Stack>
    </form>
  );
}
