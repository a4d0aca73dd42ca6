import type { FormEvent, ReactNode } from 'react';
import { Button } from '../components/button';
import { Stack } from '../components/layout';
import { FormAlert } from '../components/notice';

/** What the form shows of its submit cycle: `useCheckedForm` and `useCheckedSubmit` give all three. */
export interface FormSubmitState {
  formError: string | null;
  busy: boolean;
  submit: (event: FormEvent) => void;
}

export interface CheckedFormProps {
  /** The form's accessible name. */
  label: string;
  form: FormSubmitState;
  /** What the submit button says; a form whose button says "Signing in…" meanwhile picks by `busy`. */
  submitLabel: ReactNode;
  gap?: number;
  /** The fields, between the form's alert and its submit button. */
  children: ReactNode;
}

/**
 * A signed-out page's form (sign-in, sign-up, the administrator's login, the password pages): its
 * alert on top, its fields, and one full-width submit button, disabled while the form is sent.
 */
export function CheckedForm({ label, form, submitLabel, gap, children }: CheckedFormProps) {
  return (
    <form noValidate onSubmit={form.submit} aria-label={label}>
      <Stack $gap={gap}>
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        {children}
        <Button type="submit" $fullWidth disabled={form.busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
