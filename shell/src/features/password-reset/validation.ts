import { validationMessages } from '@drops/contracts';
import { validateWithSchema, type FieldErrors } from '@drops/forms';
import { PasswordForgotBodySchema, PasswordResetBodySchema } from './contract.schemas';

export type ForgotField = 'email';
export type ResetField = 'password' | 'confirmPassword';

/** The email, by the contract's rules and words. */
export function validateForgot(email: string): FieldErrors<ForgotField> {
  return validateWithSchema<ForgotField>(PasswordForgotBodySchema, { email }, ['email']);
}

/** The new password by sign-up's rules (the contract's), and its confirmation. */
export function validateReset(password: string, confirmPassword: string): FieldErrors<ResetField> {
  // The token is the server's to judge; only the password's errors are kept.
  const errors = validateWithSchema<ResetField>(PasswordResetBodySchema, { password }, [
    'password',
  ]);
  if (confirmPassword !== password) errors.confirmPassword = validationMessages.passwordsDoNotMatch;
  return errors;
}
