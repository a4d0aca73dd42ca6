import type { DropFormValues } from '../form-values';
import type { DropErrors } from '../validation';

export interface SectionProps {
  values: DropFormValues;
  errors: DropErrors;
  change: (changes: Partial<DropFormValues>) => void;
}
