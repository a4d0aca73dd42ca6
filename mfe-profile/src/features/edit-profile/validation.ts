import { validateWithSchema, type FieldErrors } from '@drops/forms';
import { SellerUpdateBodySchema } from './contract.schemas';
import {
  checkedProfileFields,
  updateBodyOf,
  type ProfileDraft,
  type ProfileField,
} from './profile-draft';

/**
 * Spec section 5, edit profile, with the contract's own rules and messages: the values are
 * checked as they will be sent (trimmed), plus the read-only email as the account holds it.
 */
export function validateProfile(draft: ProfileDraft): FieldErrors<ProfileField> {
  return validateWithSchema<ProfileField>(
    SellerUpdateBodySchema,
    { ...updateBodyOf(draft), email: draft.email },
    checkedProfileFields,
  );
}
