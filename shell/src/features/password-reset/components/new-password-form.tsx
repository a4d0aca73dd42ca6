import { useState } from 'react';
import { passwordMessages } from '@drops/contracts';
import { Button, FormAlert, Stack, TextField, useCheckedSubmit } from '@drops/ui';
import { shellMessages } from '../../../messages';
import { validateReset, type ResetField } from '../validation';

/** What the page does with the chosen password: a refusal to show, or nothing once it is set. */
type SendPassword = (
  password: string,
) => ReturnType<Parameters<typeof useCheckedSubmit<ResetField>>[1]>;

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
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { errors, formError, busy, submit, revalidate } = useCheckedSubmit<ResetField>(
    () => validateReset(password, confirmPassword),
    () => send(password),
  );
  return (
    <form noValidate onSubmit={submit} aria-label={label}>
      <Stack>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <TextField
          label={passwordMessages.newPassword}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            revalidate(() => validateReset(event.target.value, confirmPassword));
          }}
        />
        <TextField
          label={shellMessages.confirmPassword}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
            revalidate(() => validateReset(password, event.target.value));
          }}
        />
        <Button type="submit" $fullWidth disabled={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
