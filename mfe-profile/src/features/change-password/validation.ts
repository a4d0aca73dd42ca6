import { validationMessages } from '@drops/contracts';
import { validateWithSchema, type FieldErrors } from '@drops/forms';
import { PasswordChangeBodySchema } from './contract.schemas';

export interface PasswordChangeValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}
export type PasswordChangeField = keyof PasswordChangeValues;

/** The contract's rules (sign-up's for the new password) and the confirmation's match. */
export function validatePasswordChange(
  values: PasswordChangeValues,
): FieldErrors<PasswordChangeField> {
  const errors = validateWithSchema<PasswordChangeField>(
    PasswordChangeBodySchema,
    { currentPassword: values.currentPassword, password: values.password },
    ['currentPassword', 'password'],
  );
  if (values.confirmPassword !== values.password)
    errors.confirmPassword = validationMessages.passwordsDoNotMatch;
  return errors;
}
