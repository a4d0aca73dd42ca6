import type { Ref, TextareaHTMLAttributes } from 'react';
import { Counter, FieldWrapper, Label, TextArea } from './field.styles';
import { FieldNotes, useFieldIds, type FieldMessages } from './text-field';

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
  const { controlId, hintId, errorId, describedBy } = useFieldIds(error, hint, id);
  const counterId = counterMax ? `${controlId}-counter` : undefined;
  return (
    <FieldWrapper>
      <Label htmlFor={controlId}>{label}</Label>
      <TextArea
        id={controlId}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy, counterId].filter(Boolean).join(' ') || undefined}
        $invalid={Boolean(error)}
        {...props}
      />
      {counterMax ? (
        <Counter id={counterId} $over={value.length > counterMax}>
          {value.length}/{counterMax}
        </Counter>
      ) : null}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldWrapper>
  );
}
