import { useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '@drops/forms';

/** What the server answered when it refused a form: its message and its field errors. */
export interface FormRefusal<Field extends string> {
  message: string;
  fieldErrors: FieldErrors<Field>;
}

/**
 * The submit cycle of the shell's forms: check on the client and show the field errors; only
 * a clean form is sent, and a refusal fills the form alert and the fields. After a first
 * attempt `revalidate` keeps the errors in step with the typing, so a fixed field clears at once.
 */
export function useCheckedSubmit<Field extends string>(
  check: () => FieldErrors<Field>,
  send: () => Promise<FormRefusal<Field> | void>,
) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const revalidate = (checkChanged: () => FieldErrors<Field>) => {
    if (submitted) setErrors(checkChanged());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const found = check();
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const refusal = await send();
    setBusy(false);
    if (refusal) {
      setFormError(refusal.message);
      setErrors(refusal.fieldErrors);
    }
  };

  return { errors, setErrors, formError, busy, submit, revalidate };
}
