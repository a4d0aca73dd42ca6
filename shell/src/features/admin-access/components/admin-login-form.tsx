import { useState, type FormEvent } from 'react';
import { Button, FormAlert, Stack } from '@drops/ui';
import type { FieldErrors } from '@drops/forms';
import { CredentialField } from '../../../app/credential-field';
import { shellMessages } from '../../../messages';
import { validateAdminLogin, type AdminLoginField } from '../validation';

export interface AdminLoginFormProps {
  /** Resolves with the refusal message, or nothing when signed in. */
  onSubmit: (values: Record<AdminLoginField, string>) => Promise<string | void>;
}

export function AdminLoginForm({ onSubmit }: AdminLoginFormProps) {
  const [values, setValues] = useState<Record<AdminLoginField, string>>({
    email: '',
    password: '',
  });
  const [invalid, setInvalid] = useState<FieldErrors<AdminLoginField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { fieldErrors, message } = validateAdminLogin(values);
    setInvalid(fieldErrors);
    setFormError(message);
    if (message) return;
    setBusy(true);
    const refusal = await onSubmit({ email: values.email.trim(), password: values.password });
    setBusy(false);
    if (refusal) setFormError(refusal);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={shellMessages.adminLoginTitle}>
      <Stack>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <CredentialField
          field="email"
          autoComplete="username"
          value={values.email}
          aria-invalid={invalid.email ? true : undefined}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
        <CredentialField
          field="password"
          autoComplete="current-password"
          value={values.password}
          aria-invalid={invalid.password ? true : undefined}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        <Button type="submit" $fullWidth disabled={busy}>
          {busy ? shellMessages.signingIn : shellMessages.adminSubmit}
        </Button>
      </Stack>
    </form>
  );
}
