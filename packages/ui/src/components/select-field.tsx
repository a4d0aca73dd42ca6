import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldMessages } from './field-frame';
import { Select } from './field.styles';

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
  const ids = useFieldIds(error, hint, id);
  return (
    <FieldFrame label={label} hint={hint} error={error} ids={ids}>
      <Select {...ids.control} {...props}>
        {placeholderOption !== undefined ? <option value="">{placeholderOption}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
