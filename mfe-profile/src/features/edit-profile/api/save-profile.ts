import {
  isApiError,
  refusalOf,
  updateSeller,
  versionConflictOf,
  type ApiClient,
  type ServerRefusal,
} from '@drops/api-client';
import { sellerMessages, type Seller } from '@drops/contracts';
import {
  checkedProfileFields,
  updateBodyOf,
  type ProfileDraft,
  type ProfileField,
} from '../profile-draft';

export type SaveResult =
  | { ok: true; seller: Seller }
  /** Issue 17: saved elsewhere since `version`; the seller as stored now. */
  | { ok: false; conflict: Seller }
  | ({ ok: false; conflict?: undefined } & ServerRefusal<ProfileField>);

/**
 * `PUT /seller/{id}` over `version`, the one the form was edited from. A refusal reads the server's field errors, its message, the network
 * message, or "Failed to update profile"; anything unexpected "Failed to update profile. Please
 * try again." (spec section 8).
 */
export async function saveProfile(
  client: ApiClient,
  draft: ProfileDraft,
  version?: number,
): Promise<SaveResult> {
  try {
    const response = await updateSeller(client, { ...updateBodyOf(draft), version });
    return { ok: true, seller: response.data };
  } catch (error) {
    const conflict = versionConflictOf<Seller>(error);
    if (conflict) return { ok: false, conflict };
    if (!isApiError(error))
      return { ok: false, message: sellerMessages.profileUpdateFailedRetry, fieldErrors: {} };
    // The server says `role` or `roles` for the list; the form shows both on the roles field.
    const refusal = refusalOf<ProfileField | 'role'>(
      error,
      [...checkedProfileFields, 'role'],
      sellerMessages.profileUpdateFailed,
    );
    const { role, ...fieldErrors } = refusal.fieldErrors;
    return {
      ok: false,
      message: refusal.message,
      fieldErrors: role && !fieldErrors.roles ? { ...fieldErrors, roles: role } : fieldErrors,
    };
  }
}
