import { useAtomValue } from 'jotai';
import { passwordMessages } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { sellerAtom } from '@drops/session';
import { TextField, toast, useCheckedForm } from '@drops/ui';
import { CardForm } from '../../../shared/card-form';
import { changePassword } from '../api/change-password';
import {
  validatePasswordChange,
  type PasswordChangeField,
  type PasswordChangeValues,
} from '../validation';

const empty: PasswordChangeValues = { currentPassword: '', password: '', confirmPassword: '' };

const fields: { field: PasswordChangeField; label: string; autoComplete: string }[] = [
  {
    field: 'currentPassword',
    label: passwordMessages.currentPassword,
    autoComplete: 'current-password',
  },
  { field: 'password', label: passwordMessages.newPassword, autoComplete: 'new-password' },
  {
    field: 'confirmPassword',
    label: passwordMessages.confirmNewPassword,
    autoComplete: 'new-password',
  },
];

/**
 * Edit Profile's password (issue 30): the current one, then the new one twice under sign-up's
 * rules. Its own form beside the profile's, so neither save sends the other's fields.
 */
export function ChangePasswordSection() {
  const seller = useAtomValue(sellerAtom);
  const api = useApi();
  const form = useCheckedForm(empty, validatePasswordChange, async (values) => {
    const refusal = await changePassword(api, values.currentPassword, values.password);
    if (refusal) return refusal;
    form.setValues(empty);
    toast({ title: passwordMessages.changed, variant: 'success' });
  });
  if (!seller) return null;

  return (
    <CardForm
      title={passwordMessages.changeTitle}
      submitLabel={passwordMessages.changeSubmit}
      form={form}
    >
      {fields.map(({ field, label, autoComplete }) => (
        <TextField
          key={field}
          label={label}
          name={field}
          type="password"
          autoComplete={autoComplete}
          {...form.bindField(field)}
        />
      ))}
    </CardForm>
  );
}
