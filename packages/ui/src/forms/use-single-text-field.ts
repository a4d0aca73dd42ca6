import { useRef, useState, type ChangeEvent } from 'react';

/**
 * A form of one text field that checks and sends by hand (an invitation's email, a category's
 * name, an authentication code): its value, its error, and `refuse`, which shows a reason and
 * puts the focus back on the field. `field` goes to the TextField as it is; typing clears the
 * error.
 */
export function useSingleTextField(initial = '') {
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  /** Shows `reason` on the field and focuses it; no reason just clears the error. */
  const refuse = (reason: string | undefined) => {
    setError(reason);
    if (reason) input.current?.focus();
  };

  const field = {
    ref: input,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.target.value);
      setError(undefined);
    },
  };

  return { value, setValue, error, refuse, field };
}
