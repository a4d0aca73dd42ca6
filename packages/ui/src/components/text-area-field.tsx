import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldMessages } from './field-frame';
import { Counter, TextArea } from './field.styles';

export type TextAreaFieldProps = FieldMessages &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children' | 'value'> & {
    value: string;
    /** Shows "n/max" under the field; the limit itself is checked by the form. */
    counterMax?: number;
    ref?: Ref<HTMLTextAreaElement>;
  };

export function TextAreaField({
  label,
  error,
  hint,
  id,
  counterMax,
  value,
  ...props
}: TextAreaFieldProps) {
  const ids = useFieldIds(error, hint, id);
  const counterId = counterMax ? `${ids.controlId}-counter` : undefined;
  return (
    <FieldFrame label={label} hint={hint} error={error} ids={ids}>
      <TextArea
        {...ids.control}
        value={value}
        aria-describedby={[ids.describedBy, counterId].filter(Boolean).join(' ') || undefined}
        {...props}
      />
      {counterMax ? (
        <Counter id={counterId} $over={value.length > counterMax}>
          {value.length}/{counterMax}
        </Counter>
      ) : null}
    </FieldFrame>
  );
}
