import { validationMessages } from '@drops/contracts';
import { ProductBodySchema } from './contract.schemas';
import { validateWithSchema, type FieldErrors } from '@drops/forms';

export interface DraftValues {
  name: string;
  description: string;
  category: string;
}

export type DraftField = keyof DraftValues;

/** Spec section 5, Drops: a draft needs only its title; the lengths come from the contract. */
export function validateDraft(values: DraftValues): FieldErrors<DraftField> {
  const errors = validateWithSchema<DraftField>(ProductBodySchema, values, [
    'name',
    'description',
    'category',
  ]);
  if (values.name.trim() === '') errors.name = validationMessages.dropTitleRequired;
  return errors;
}
