import { textBinder, type TextFieldName } from '@drops/ui';
import type { DropFormValues } from '../form-values';
import type { DropErrors } from '../validation';

export interface SectionProps {
  values: DropFormValues;
  errors: DropErrors;
  change: (changes: Partial<DropFormValues>) => void;
}

/**
 * A text control's id, value, error and change for one of the drop's fields; the id is the one
 * the form moves focus to when that field is in error.
 */
export function dropFieldBinder({ values, errors, change }: SectionProps) {
  const bind = textBinder(values, errors, change);
  return (field: TextFieldName<DropFormValues>) => ({ id: `drop-${field}`, ...bind(field) });
}
