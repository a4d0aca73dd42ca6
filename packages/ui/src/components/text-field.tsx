import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError, FieldWrapper, Hint, Input, Label } from './field.styles';

export interface FieldMessages {
  label: ReactNode;
  /** Shown under the control, announced, and marks the control invalid. */
  error?: string;
  hint?: ReactNode;
}

/** Wires the label, hint and error to a control by id, as assistive technology expects. */
export function useFieldIds(error: string | undefined, hint: ReactNode | undefined, id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

/** Under a control: its hint, then its error, announced, each under the id the control names. */
export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode | undefined;
  hintId: string | undefined;
  error: string | undefined;
  errorId: string | undefined;
}) {
  return (
    <>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </>
  );
}

export type TextFieldProps = FieldMessages &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
    ref?: Ref<HTMLInputElement>;
    /** Marks the control invalid without a message under it (the reason is said elsewhere). */
    invalid?: boolean;
  };

export function TextField({ label, error, hint, id, invalid, ...inputProps }: TextFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(error, hint, id);
  return (
    <FieldWrapper>
      <Label htmlFor={controlId}>{label}</Label>
      <Input
        id={controlId}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy}
        $invalid={Boolean(error) || invalid === true}
        {...inputProps}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldWrapper>
  );
}
