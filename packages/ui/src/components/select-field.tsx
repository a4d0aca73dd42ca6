import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldWrapper, Label, Select } from './field.styles';
import { FieldNotes, useFieldIds, type FieldMessages } from './text-field';

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
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldWrapper>
  );
}
