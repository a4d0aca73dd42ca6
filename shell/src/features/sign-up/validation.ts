import { validationMessages } from '@drops/contracts';
import { RegisterStep1BodySchema, RegisterStep2BodySchema } from './contract.schemas';
import { validateWithSchema, type FieldErrors } from '@drops/forms';
import type { RegistrationDraft, RegistrationSecrets } from './registration-draft';

export type AccountField =
  | 'accountType'
  | 'role'
  | 'somethingElseText'
  | 'username'
  | 'email'
  | 'password'
  | 'confirmPassword';
export type IdentityField = 'profileImage' | 'country' | 'bio' | 'portfolioLink';

/** Spec section 5, sign-up step 1, from the contract; the passwords' match is a rule across two fields. */
export function validateAccountStep(
  draft: RegistrationDraft,
  secrets: RegistrationSecrets,
): FieldErrors<AccountField> {
  const errors = validateWithSchema<AccountField>(
    RegisterStep1BodySchema,
    { ...draft, ...secrets },
    ['accountType', 'role', 'somethingElseText', 'username', 'email', 'password'],
  );
  if (secrets.confirmPassword !== secrets.password)
    errors.confirmPassword = validationMessages.passwordsDoNotMatch;
  return errors;
}

/** Spec section 5, sign-up step 2. An empty link is no link (the field is optional). */
export function validateIdentityStep(draft: RegistrationDraft): FieldErrors<IdentityField> {
  const fields: IdentityField[] = ['profileImage', 'country', 'bio'];
  if (draft.portfolioLink.trim() !== '') fields.push('portfolioLink');
  return validateWithSchema<IdentityField>(
    RegisterStep2BodySchema,
    { ...draft, portfolioLink: draft.portfolioLink.trim() },
    fields,
  );
}
