import { useState, type FormEvent } from 'react';
import { CheckedForm, textBinder } from '@drops/ui';
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
  // No message under a field: the form's alert says what is wrong.
  const bindField = textBinder(values, {}, (changes) => setValues({ ...values, ...changes }));

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
    <CheckedForm
      label={shellMessages.adminLoginTitle}
      form={{ formError, busy, submit }}
      submitLabel={busy ? shellMessages.signingIn : shellMessages.adminSubmit}
    >
      <CredentialField
        field="email"
        autoComplete="username"
        aria-invalid={invalid.email ? true : undefined}
        {...bindField('email')}
      />
      <CredentialField
        field="password"
        autoComplete="current-password"
        aria-invalid={invalid.password ? true : undefined}
        {...bindField('password')}
      />
    </CheckedForm>
  );
}
