import { useId, type ReactNode } from 'react';
import { FieldError, FieldWrapper, Hint, Label } from './field.styles';

export interface FieldMessages {
  label: ReactNode;
  /** Shown under the control, announced, and marks the control invalid. */
  error?: string;
  hint?: ReactNode;
}

/**
 * Wires the label, hint and error to a control by id, as assistive technology expects; `control`
 * is what the control itself carries. `invalid` marks it without a message (said elsewhere).
 */
export function useFieldIds(
  error: string | undefined,
  hint: ReactNode | undefined,
  id?: string,
  invalid = false,
) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const marked = Boolean(error) || invalid;
  const control = {
    id: controlId,
    'aria-invalid': marked ? true : undefined,
    'aria-describedby': describedBy,
    $invalid: marked,
  };
  return { controlId, hintId, errorId, describedBy, control };
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

/** A field around its control: the label above it, its hint and error under it. */
export function FieldFrame({
  label,
  hint,
  error,
  ids,
  children,
}: FieldMessages & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <FieldWrapper>
      <Label htmlFor={ids.controlId}>{label}</Label>
      {children}
      <FieldNotes hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </FieldWrapper>
  );
}
