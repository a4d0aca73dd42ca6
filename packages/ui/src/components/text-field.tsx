import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, useFieldIds, type FieldMessages } from './field-frame';
import { Input } from './field.styles';

export type TextFieldProps = FieldMessages &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
    ref?: Ref<HTMLInputElement>;
    /** Marks the control invalid without a message under it (the reason is said elsewhere). */
    invalid?: boolean;
  };

export function TextField({ label, error, hint, id, invalid, ...inputProps }: TextFieldProps) {
  const ids = useFieldIds(error, hint, id, invalid);
  return (
    <FieldFrame label={label} hint={hint} error={error} ids={ids}>
      <Input {...ids.control} {...inputProps} />
    </FieldFrame>
  );
}
