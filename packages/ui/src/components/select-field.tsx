import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldError, FieldWrapper, Hint, Label, Select } from './field.styles';
import { useFieldIds, type FieldMessages } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldMessages &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: readonly SelectOption[];
    /** A first, empty choice (e.g. "Select a country"). */
    placeholderOption?: string;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({
  label,
  error,
  hint,
  id,
  options,
  placeholderOption,
  ...props
}: SelectFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(error, hint, id);
  return (
    <FieldWrapper>
      <Label htmlFor={controlId}>{label}</Label>
      <Select
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        $invalid={Boolean(error)}
        {...props}
      >
        {placeholderOption !== undefined ? <option value="">{placeholderOption}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldWrapper>
  );
}
