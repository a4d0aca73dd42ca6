import { emailVerificationMessages } from '@drops/contracts';
import { validateWithSchema, type FieldErrors } from '@drops/forms';
import { EmailChangeBodySchema } from './contract.schemas';

export type EmailChangeField = 'email';

/** Sign-up's rules for the address; the one in use (or already waiting) is not a change. */
export function validateEmailChange(
  email: string,
  current: { email: string; pendingEmail?: string | null },
): FieldErrors<EmailChangeField> {
  const errors = validateWithSchema<EmailChangeField>(EmailChangeBodySchema, { email }, ['email']);
  const address = email.trim().toLowerCase();
  if (!errors.email && address === current.email.toLowerCase())
    errors.email = emailVerificationMessages.changeSame;
  return errors;
}
