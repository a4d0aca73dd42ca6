import { passwordMessages } from '@drops/contracts';
import { CheckedForm, TextField, useCheckedForm, type FormRefusal } from '@drops/ui';
import { shellMessages } from '../../../messages';
import { validateReset, type ResetField } from '../validation';

/** What the page does with the chosen password: a refusal to show, or nothing once it is set. */
type SendPassword = (password: string) => Promise<FormRefusal<ResetField> | void>;

const fields = [
  { field: 'password', label: passwordMessages.newPassword },
  { field: 'confirmPassword', label: shellMessages.confirmPassword },
] as const;

/**
 * A new password under sign-up's rules, typed twice (a reset link's page, an invitation's): the
 * one form both pages show, named and submitted with their own words.
 */
export function NewPasswordForm({
  label,
  submitLabel,
  send,
}: {
  label: string;
  submitLabel: string;
  send: SendPassword;
}) {
  const form = useCheckedForm(
    { password: '', confirmPassword: '' },
    (values) => validateReset(values.password, values.confirmPassword),
    (values) => send(values.password),
  );
  return (
    <CheckedForm label={label} form={form} submitLabel={submitLabel}>
      {fields.map(({ field, label }) => (
        <TextField
          key={field}
          label={label}
          name={field}
          type="password"
          autoComplete="new-password"
          {...form.bindField(field)}
        />
      ))}
    </CheckedForm>
  );
}
