import { validationMessages } from '@drops/contracts';
import { AdminLoginBodySchema } from './contract.schemas';
import { hasErrors, validateWithSchema, type FieldErrors } from '@drops/forms';

export type AdminLoginField = 'email' | 'password';

/** Spec section 5, Administrator: both fields required, one message for the form. */
export function validateAdminLogin(values: Record<AdminLoginField, string>): {
  fieldErrors: FieldErrors<AdminLoginField>;
  message: string | null;
} {
  const fieldErrors = validateWithSchema<AdminLoginField>(AdminLoginBodySchema, values, [
    'email',
    'password',
  ]);
  return {
    fieldErrors,
    message: hasErrors(fieldErrors) ? validationMessages.adminFieldsRequired : null,
  };
}
