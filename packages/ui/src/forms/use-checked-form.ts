import { useState } from 'react';
import type { FieldErrors } from '@drops/forms';
import { textBinder } from './text-binding';
import {
  useCheckedSubmit,
  type CheckedSubmitOptions,
  type FormRefusal,
} from './use-checked-submit';

/**
 * A form that holds its own values, with the checked submit of `useCheckedSubmit`: `check` and
 * `send` receive the values; `change` keeps the errors in step with the typing after a first
 * attempt, and `bindField` ties a text control to one field.
 */
export function useCheckedForm<Values extends object, Field extends string>(
  initial: Values,
  check: (values: Values) => FieldErrors<Field>,
  send: (values: Values) => Promise<FormRefusal<Field> | void>,
  options?: CheckedSubmitOptions,
) {
  const [values, setValues] = useState(initial);
  const checked = useCheckedSubmit(
    () => check(values),
    () => send(values),
    options,
  );
  const change = (changes: Partial<Values>) => {
    const next = { ...values, ...changes };
    setValues(next);
    checked.revalidate(() => check(next));
  };
  const bindField = textBinder(values, checked.errors, change);
  return { ...checked, values, setValues, change, bindField };
}
