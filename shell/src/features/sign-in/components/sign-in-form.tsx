import { useState, type FormEvent } from 'react';
import { Button, FormAlert, Stack, TextField } from '@drops/ui';
import { hasErrors, type FieldErrors } from '@drops/forms';
import { shellMessages } from '../../../messages';
import { validateSignIn, type SignInField, type SignInValues } from '../validation';

export interface SignInFormProps {
  /** Resolves with the server's answer when it refused; nothing when signed in. */
  onSubmit: (
    values: SignInValues,
  ) => Promise<{ message: string; fieldErrors: FieldErrors<SignInField> } | void>;
}

/** Email and password; checked here first, then by the server. */
export function SignInForm({ onSubmit }: SignInFormProps) {
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (field: SignInField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing, so a fixed field clears at once.
    if (submitted) setErrors(validateSignIn(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const found = validateSignIn(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const refusal = await onSubmit({ email: values.email.trim(), password: values.password });
    setBusy(false);
    if (refusal) {
      setFormError(refusal.message);
      setErrors(refusal.fieldErrors);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={shellMessages.signInTitle}>
      <Stack>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <TextField
          label={shellMessages.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(event) => change('email', event.target.value)}
        />
        <TextField
          label={shellMessages.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(event) => change('password', event.target.value)}
        />
        <Button type="submit" $fullWidth disabled={busy}>
          {busy ? shellMessages.signingIn : shellMessages.signInSubmit}
        </Button>
      </Stack>
    </form>
  );
}
