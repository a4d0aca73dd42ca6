import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '@drops/forms';

/** What the server answered when it refused a form: its message and its field errors. */
export interface FormRefusal<Field extends string> {
  message: string;
  fieldErrors: FieldErrors<Field>;
}

const focusable = 'input:not([type="hidden"]), select, textarea, button';

/**
 * Moves focus to the first control marked invalid; a group (a fieldset of checkboxes) hands it
 * to its first control. With no field in error, the form's alert is scrolled into view (it is
 * announced already; a long form may have been scrolled away from it).
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) {
    form?.querySelector<HTMLElement>('[role="alert"]')?.scrollIntoView?.({ block: 'center' });
    return;
  }
  const target = invalid.matches(focusable)
    ? invalid
    : invalid.querySelector<HTMLElement>(focusable);
  target?.focus();
}

export interface CheckedSubmitOptions {
  /** While true (a picture still on its way), a submit does nothing: what it sends is not ready. */
  held?: boolean;
}

/**
 * The submit cycle of the forms: check on the client and show the field errors; only a clean form
 * is sent, and a refusal fills the form alert and the fields. Focus moves to the first field in
 * error. After a first attempt `revalidate` keeps the errors in step with the typing, so a fixed
 * field clears at once.
 */
export function useCheckedSubmit<Field extends string>(
  check: () => FieldErrors<Field>,
  send: () => Promise<FormRefusal<Field> | void>,
  { held = false }: CheckedSubmitOptions = {},
) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  // Bumped after each refused attempt: the focus moves once the errors are on screen.
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(formRef.current);
  }, [refusals]);

  const revalidate = (checkChanged: () => FieldErrors<Field>) => {
    if (submitted) setErrors(checkChanged());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (held) return;
    if (event.currentTarget instanceof HTMLFormElement) formRef.current = event.currentTarget;
    setSubmitted(true);
    setFormError(null);
    const found = check();
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setRefusals((count) => count + 1);
      return;
    }
    setBusy(true);
    const refusal = await send();
    setBusy(false);
    if (refusal) {
      setFormError(refusal.message);
      setErrors(refusal.fieldErrors);
      setRefusals((count) => count + 1);
    }
  };

  return { errors, setErrors, formError, busy, submit, revalidate };
}
